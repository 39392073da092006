package heldout

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/neuralcut/neuralcut/internal/planner"
	"github.com/neuralcut/neuralcut/internal/timeline"
	"github.com/neuralcut/neuralcut/internal/videotools"
)

// The video fixtures are built through the real tools from assets declared
// in the model (planning needs no media files), the way a user's project
// grows: place the media, add titles, a logo, captions, music, a sticker and
// an effect.
//
// "workshop" (92 s, a baking interview):
//
//	main     interview.mp4 0-70 (of 75 s) | broll-city.mp4 70-82 | broll-kitchen.mp4 82-92
//	overlay  logo.png 2-10, top-right at 0.25
//	overlay  heart sticker 6-9 bottom-right (a second track: it overlaps the logo)
//	text     "Welcome to the Workshop" 0-4 centre | "Ana Pérez · Head Baker" 5-9 bottom (label)
//	         subtitles "today we bake sourdough" 12-15, "first, the starter" 15-18 | "Thanks for watching!" 87-92 centre
//	audio    music.mp3 0-92 (of 120 s) at 0.8
//	effect   vignette 70-82
//
// guest-cam.mp4 (75 s) is imported but not on the timeline.
//
// "trip" (24 s): beach.mp4 0-24 on main, song.mp3 0-24, the title "Summer 2024" 0-3 at the top.
//
// "tour" (36 s, a hotel's promo, added with the third set):
//
//	main     hall.mp4 0-10 (of 14 s) | garden.mp4 10-22 | rooftop.mp4 22-36 (of 20 s)
//	audio    voiceover.wav 0-30 at 1 | ambient.mp3 0-36 (of 90 s) at 0.5, on a second audio track
//	text     "Casa Azul" 0-3 top (hook) | "Reservas: casaazul.com" 31-36 bottom
//	sticker  location-pin 10-14 top-left
//
// drone.mp4 (20 s) is imported but not on the timeline.
//
// "wedding" (64 s, a wedding highlight reel, added with the fourth set):
//
//	main     ceremony.mp4 0-20 (of 30 s) | vows.mp4 20-40 (of 25 s) | party.mp4 40-64 (of 40 s)
//	overlay  monogram.png 0-64, bottom-right at 0.2
//	text     "Laura & Diego" 2-6 centre | "12 · 10 · 2025" 6-10 bottom (label)
//	audio    firstdance.mp3 0-64 (of 200 s) at 0.7
//	effect   grayscale 0-20
//
// drone-church.mp4 (15 s) is imported but not on the timeline.
//
// "podcast" (60 s, a filmed talk-show episode, added with the fifth set):
//
//	main     host.mp4 0-30 (of 40 s) | guest.mp4 30-50 (of 25 s) | outro.mp4 50-60
//	overlay  podcast-logo.png 0-60, top-left at 0.2
//	text     "Charlas de Sobremesa" 0-4 centre (hook) | "Episodio 12" 4-8 bottom (label)
//	         "Invitada: Marta Ruiz" 30-34 bottom (label)
//	audio    jingle.mp3 0-6 (of 8 s) at 0.9 | bed.mp3 0-60 (of 180 s) at 0.3, on a second audio track
//	sticker  subscribe 52-58 bottom-right
//	effect   sharpen 30-50
//
// bonus.mp4 (15 s) and sponsor.png (800x400) are imported but not on the timeline.
//
// "unboxing" (50 s, a phone unboxing for a tech channel, added with the sixth set):
//
//	main     hello.mp4 0-8 (of 12 s) | unbox.mp4 8-30 (of 30 s) | handson.mp4 30-50 (of 26 s)
//	overlay  watermark.png 0-50, top-left at 0.15, opacity 0.6
//	overlay  closeup.mp4 14-22 (of 10 s, no sound), bottom-right at 0.3 (picture in picture)
//	text     "NIMBUS X" 0-3 centre (hook) | "what's in the box?" 9-12 bottom (subtitle)
//	         "$499 · 128 GB" 24-28 bottom (label) | "Link in bio" 46-50 top
//	audio    beat.mp3 0-50 (of 150 s) at 0.4 | whoosh.wav 8-9 (of 1 s), on a second audio track
//	sticker  badge-new 0-3 top-right | fire 40-44 top-right
//	effect   brightness-contrast 0-8 (brightness 20)
//
// outtakes.mp4 (18 s) and specs.png (1080x1080) are imported but not on the timeline.
//
// "cooking" (60 s, a recipe video for a food channel, added with the seventh set):
//
//	main     chef-intro.mp4 0-8 (of 12 s) | chopping.mp4 8-24 (of 20 s) | frying.mp4 24-44 (of 30 s)
//	         plating.mp4 44-60 (of 18 s)
//	overlay  channel-logo.png 0-60, top-right at 0.18
//	text     "Tortilla Española" 0-4 centre (hook) | "4 eggs · 3 potatoes · 1 onion" 9-14 bottom (label)
//	         "Step 1: slice the potatoes" 14-20 bottom (subtitle) | "Step 2: fry slowly" 26-31 bottom (subtitle)
//	         "Subscribe for more recipes!" 55-60 top
//	audio    kitchen-music.mp3 0-60 (of 140 s) at 0.5 | sizzle.wav 24-28 (of 4 s), on a second audio track
//	sticker  star 50-54 top-left
//	effect   saturation 44-60 (amount 30)
//
// tasting.mp4 (15 s) and recipe-card.png (1080x1350) are imported but not on the timeline.
// "match" (60 s, football highlights for a club's social account, added with the eighth set):
//
//	main     kickoff.mp4 0-12 (of 15 s) | goal.mp4 12-30 (of 20 s) | celebration.mp4 30-42 (of 16 s)
//	         player-interview.mp4 42-60 (of 25 s)
//	overlay  crest.png 0-60, top-right at 0.18
//	text     "RIVERSIDE 2-1 NORTE" 0-4 top (hook) | "GOAL! Mateo Silva 23'" 14-18 bottom (label)
//	         "Mateo Silva #9" 42-46 bottom (label)
//	audio    crowd.mp3 0-42 (of 90 s) at 0.6 | anthem.mp3 0-60 (of 150 s) at 0.5, on a second audio track
//	sticker  fire 14-18 top-left
//	effect   saturation 30-42 (amount 40)
//
// tunnel.mp4 (10 s) is imported but not on the timeline.
// "lesson" (70 s, an online maths class on fractions, added with the ninth set):
//
//	main     teacher.mp4 0-15 (of 20 s) | slides.mp4 15-40 (of 30 s, a screen recording)
//	         whiteboard.mp4 40-60 (of 25 s) | quiz.mp4 60-70 (of 12 s)
//	overlay  school-logo.png 0-70, top-right at 0.15
//	text     "Lesson 3: Fractions" 0-4 centre (hook) | "Chapter 1 · What is a fraction?" 15-19 top (label)
//	         subtitles "a fraction is part of a whole" 20-24, "the top number is the numerator" 24-28
//	         | "Quiz time!" 60-63 centre
//	audio    narration.wav 0-60 (of 60 s) at 1 | lofi.mp3 0-70 (of 180 s) at 0.2, on a second audio track
//	sticker  question 60-64 top-left
//	effect   brightness-contrast 40-60 (brightness 15, contrast 10)
//
// homework.png (1920x1080) is imported but not on the timeline.
//
// "realestate" (60 s, a property listing tour for an estate agency, added with the tenth set):
//
//	main     front.mp4 0-8 (of 12 s, the house from the street) | kitchen.mp4 8-20 (of 16 s)
//	         living-room.mp4 20-34 (of 18 s) | bedroom.mp4 34-44 (of 14 s) | pool.mp4 44-60 (of 20 s, garden and pool)
//	overlay  agency-logo.png 0-60, bottom-left at 0.15
//	text     "JUST LISTED" 0-3 centre (hook) | "$849,000" 3-7 top (label) | "128 Maple Avenue, Oakridge" 3-7 bottom (label)
//	         "Open-plan kitchen" 9-13, "Living room with fireplace" 21-25, "Heated pool & garden" 45-49 bottom (subtitle)
//	         | "Open House · Saturday 11am" 52-56 centre | "Call Lucy Grant · 555-0142" 56-60 bottom (label)
//	audio    piano.mp3 0-60 (of 150 s) at 0.4 | voiceover.wav 2-50 (of 48 s) at 1, on a second audio track
//	sticker  badge-new 0-3 top-right | location-pin 3-7 top-left
//	effect   tint 20-34 (orange #ff8000, strength 20)
//
// drone.mp4 (25 s, an aerial shot) and floorplan.png (1600x1200) are imported but not on the timeline.
//
// "news" (64 s, a local TV news bulletin, added with the eleventh set):
//
//	main     anchor.mp4 0-12 (of 15 s) | field-report.mp4 12-34 (of 30 s) | street-interview.mp4 34-50 (of 20 s)
//	         weather.mp4 50-64 (of 18 s)
//	overlay  channel-bug.png 0-64, top-right at 0.15, opacity 0.8
//	text     "BREAKING: Bridge closed after storm" 0-5 top (hook) | "EN VIVO" 12-34 top (label)
//	         "Lucía Gómez · Reporter" 13-18 bottom (label) | "Route 9 open · Schools open as usual · Next update 8 PM"
//	         18-34 bottom (subtitle, the ticker) | "Vecino: Raúl Medina" 35-39 bottom (label) | "22°C" 52-60 center
//	audio    theme.mp3 0-64 (of 120 s) at 0.3 | street-ambience.wav 12-34 (of 25 s) at 0.6, on a second audio track
//	sticker  sun 52-58 top-left
//	effect   grayscale 24-30 (archive footage inside the field report)
//
// map.png (1920x1080) and bridge-broll.mp4 (20 s) are imported but not on the timeline.
//
// "fitness" (75 s, a home workout for a fitness channel, added with the twelfth set):
//
//	main     warmup.mp4 0-12 (of 15 s) | squats.mp4 12-30 (of 22 s) | pushups.mp4 30-48 (of 20 s)
//	         plank.mp4 48-60 (of 14 s) | cooldown.mp4 60-75 (of 18 s, stretching)
//	overlay  gym-logo.png 0-75, top-left at 0.15
//	text     "FULL BODY HOME WORKOUT" 0-4 centre (hook) | "Squats · 3 x 12" 13-18 bottom (label)
//	         "Push-ups · 3 x 10" 31-36 bottom (label) | "REST 30s" 44-48 centre (a rest timer)
//	         "Plank · 45 s" 49-54 bottom (label) | "Subscribe for more workouts!" 70-75 top
//	audio    workout-beat.mp3 0-75 (of 180 s) at 0.6 | coach-vo.wav 0-70 (of 70 s) at 1, on a second audio track
//	sticker  lightning 12-16 top-right
//	effect   tint 60-75 (colour #3080ff, strength 20: a blue wash over the cool-down)
//
// bonus-abs.mp4 (20 s) and nutrition.png (1080x1350) are imported but not on the timeline.
//
// "gaming" (70 s, a game-stream highlights video for a streamer's channel, added with the thirteenth set):
//
//	main     lobby.mp4 0-8 (of 12 s) | firstfight.mp4 8-24 (of 20 s) | clutch_1v3.mp4 24-42 (of 22 s)
//	         boss_kill.mp4 42-60 (of 25 s) | fails.mp4 60-70 (of 14 s, a blooper)
//	overlay  facecam.mp4 0-70 (of 80 s, 1280x720, no sound), bottom-left at 0.25 (picture in picture)
//	overlay  ttv_logo.png 0-70, top-right at 0.15
//	text     "BEST OF STREAM #47" 0-4 centre (hook) | "xNova_TV" 4-8 bottom (label, the player tag)
//	         "3 KILLS" 16-19 top (label) | "1v3 CLUTCH" 30-34 centre | "GG" 58-61 centre
//	         "FOLLOW for daily streams" 64-70 bottom
//	audio    synthwave_bg.mp3 0-70 (of 200 s) at 0.35 | commentary.wav 0-66 (of 66 s) at 1, on a second audio track
//	sticker  crown 58-62 top-left
//	effect   saturation 24-42 (amount 40)
//
// outro_raid.mp4 (15 s) and pog_emote.png (512x512) are imported but not on the timeline.
//
// "birthday" (60 s, a family slideshow for Ana's 30th birthday, added with the fourteenth set;
// the main track is mostly still photos):
//
//	main     bebe-ana-1996.jpg 0-6 | primeros-pasos.jpg 6-12 | cole-2002.jpg 12-18 | graduacion-2014.jpg 18-24
//	         soplando-velas.mp4 24-36 (of 15 s, blowing out the candles) | viaje-playa.jpg 36-42
//	         abrazo-familia.mp4 42-52 (of 14 s) | ana-hoy.jpg 52-60 (photos are 1600x1200)
//	overlay  globos.png 52-60 (balloons), top-right at 0.3
//	text     "Happy 30th, Ana!" 0-4 centre (hook) | "1996" 1-6 bottom (label) | "2002" 13-18 bottom (label)
//	         "2014" 19-24 bottom (label) | "Te queremos" 44-50 centre | "Feliz cumple, Ana. Con amor, tu familia" 55-60 bottom
//	audio    cancion-cumple.mp3 0-60 (of 150 s) at 0.7 | mensaje-abuela.m4a 40-52 (of 12 s) at 1, on a second audio track
//	sticker  sparkles 24-28 top-right | heart 44-50 top-left
//	effect   sepia 0-12 (intensity 60: a vintage look over the baby photos)
//
// abuelos-boda.jpg (1600x1200) and sorpresa-primos.mp4 (18 s) are imported but not on the timeline.
//
// "concert" (72 s, an aftermovie of the indie band Los Faroles playing a bar, added with the fifteenth set):
//
//	main     llegada-al-bar.mp4 0-8 (of 14 s, unloading the van) | soundcheck.mp4 8-18 (of 20 s)
//	         publico.mp4 18-30 (of 22 s, crowd shots) | cantante-closeup.mp4 30-44 (of 25 s, the singer)
//	         solo-guitarra.mp4 44-56 (of 20 s, the guitar solo) | backstage.jpg 56-62 (1920x1280)
//	         encore.mp4 62-72 (of 16 s)
//	overlay  faroles-logo.png 0-72, top-left at 0.15
//	overlay  qr-entradas.png 66-72 (ticket QR code), bottom-right at 0.2
//	text     "LOS FAROLES EN VIVO" 0-4 centre (hook) | "Bar La Polilla · 14.03.2025" 4-8 bottom (label)
//	         "Luces de Neón" 30-34 top (label, the song title) | lyrics "y la ciudad se apaga" 34-38,
//	         "pero vos seguís brillando" 38-42 bottom (subtitle)
//	         | "Próxima fecha: 2 de mayo · entradas en losfaroles.com" 66-72 top
//	audio    luces-de-neon-live.mp3 0-72 (of 200 s) at 0.8 | intro-cantante.wav 0-9 (of 9 s, the singer's
//	         spoken hello) at 1, on a second audio track
//	sticker  fire 44-48 top-right | heart 62-66 bottom-left
//	effect   grayscale 56-62 (black and white over the backstage photo)
//
// ensayo.mp4 (30 s, a rehearsal) and afiche-gira.png (1080x1350, the tour poster) are imported but not on the timeline.
//
// "shelter" (66 s, an adoption appeal for an animal shelter, added with the sixteenth set; Sofía,
// a volunteer, speaks to camera, then three dogs and a cat are introduced by name):
//
//	main     hola-sofia.mp4 0-10 (of 14 s, the volunteer to camera) | perreras.jpg 10-15 (the kennels)
//	         luna.mp4 15-26 (of 16 s) | toby.mp4 26-36 (of 12 s) | rocco.mp4 36-46 (of 15 s)
//	         michi-gato.mp4 46-54 (of 11 s, the cat) | rescate-antes.jpg 54-58 | rescate-despues.jpg 58-66
//	         (photos are 1600x1200; antes/después: the same dog on the day of its rescue and today)
//	overlay  logo-patitas.png 0-66, top-right at 0.15, opacity 0.9
//	overlay  qr-donar.png 58-66 (a QR code for donations), bottom-left at 0.2
//	text     "Refugio Patitas Felices" 0-4 centre (hook) | "Luna · 2 años" 16-21 bottom (label)
//	         "Toby · 8 meses" 27-32 bottom (label) | "Rocco · 6 años" 37-42 bottom (label)
//	         "Michi · 1 año" 47-52 bottom (label) | "¡Adoptame! patitasfelices.org" 58-63 centre
//	         "Doná: alias PATITAS.FELICES" 62-66 top
//	audio    piano-suave.mp3 0-66 (of 180 s) at 0.5 | voz-sofia.wav 1-61 (of 60 s) at 1, on a second audio track
//	sticker  heart 15-19 top-right | sparkles 58-62 top-left
//	effect   tint 54-66 (colour #ffa040, strength 20: a warm wash over the rescue photos)
//
// cachorros.mp4 (18 s, a litter of puppies) and flyer-adopcion.png (1080x1350) are imported but not on
// the timeline.
//
// "carreview" (70 s, a used-car dealership's review of one car, added with the seventeenth set; Martín,
// a salesman of AutoSur Usados, walks around a 2019 Toyota Corolla to camera):
//
//	main     hola-martin.mp4 0-8 (of 12 s, the salesman to camera) | exterior-frente.mp4 8-18 (of 15 s, the front)
//	         exterior-lateral.mp4 18-26 (of 12 s, the side and the back) | interior-asientos.mp4 26-36 (of 14 s, the seats)
//	         tablero-closeup.mp4 36-42 (of 8 s, the dashboard) | test-drive.mp4 42-58 (of 20 s, on the road)
//	         libreta-service.jpg 58-63 (1600x1200, a photo of the service booklet) | cierre-martin.mp4 63-70 (of 10 s)
//	overlay  autosur-logo.png 0-70, top-right at 0.15
//	text     "2019 Toyota Corolla XEi" 0-4 centre (hook) | "$18,900" 8-13 top (label, the price)
//	         "62,000 km" 18-23 bottom (label, the mileage) | "Financiación disponible" 44-50 bottom (label)
//	         "Único dueño · service al día" 58-63 bottom (subtitle) | "Call now: 555-0187" 64-70 bottom (label)
//	audio    upbeat-drive.mp3 0-70 (of 160 s) at 0.5 | voz-martin.wav 0-66 (of 66 s) at 1, on a second audio track
//	sticker  star 26-30 top-right | thumbs-up 63-67 top-left
//	effect   tint 42-58 (colour #ff9040, strength 20: a warm look over the test drive)
//
// baul.mp4 (10 s, the trunk) and lateral-2.jpg (1600x1200, a second angle of the side) are imported but not
// on the timeline.
//
// "charityrun" (70 s, a recap of a neighbourhood charity 5k run for a food bank, added with the eighteenth
// set; Carmen, the organiser, speaks to camera, then narrates the race in a voice-over):
//
//	main     carmen-intro.mp4 0-10 (of 14 s, the organiser to camera) | start-line.mp4 10-20 (of 16 s, the crowd
//	         at the start) | course-runners.mp4 20-34 (of 22 s) | water-station.mp4 34-42 (of 12 s)
//	         kid-finish.mp4 42-52 (of 15 s, a kid crossing the finish line) | medallas.jpg 52-58 (the medals)
//	         big-cheque.jpg 58-70 (the big cheque; photos are 1600x1200)
//	overlay  foodbank-logo.png 0-70 (the charity's logo), top-right at 0.15
//	overlay  route-map.png 20-26 (1000x1000, the course map), bottom-left at 0.25
//	text     "MAPLE STREET CHARITY 5K" 0-4 centre (hook) | "Sunday 14 Sept 2025" 4-8 bottom (label)
//	         "312 runners!" 11-15 top (label) | "Thank you, volunteers!" 35-39 bottom (subtitle)
//	         "$12,480 raised for Sunrise Food Bank" 58-62 centre | "Thanks to our sponsors: Bean & Co · FitZone Gym"
//	         62-66 bottom | "See you next year! maplestreet5k.org" 66-70 top
//	audio    upbeat-run.mp3 0-70 (of 160 s) at 0.5 | carmen-vo.wav 10-42 (of 32 s) at 1, on a second audio track
//	         | cheering.wav 42-50 (of 8 s, the crowd cheering the finish) at 1
//	sticker  crown 43-47 top-left | heart 58-62 bottom-right
//	effect   saturation 42-58 (amount 40: vivid colours over the finish and the medals)
//
// warmup-group.mp4 (18 s, the group warm-up) and sponsor-banner.png (1500x500) are imported but not on the
// timeline.
//
// "garden" (72 s, a gardener's vlog of one season in her home vegetable garden, added with the nineteenth
// set; Inés films her beds from spring to the harvest and narrates in a voice-over on its own track):
//
//	main     preparando-bancales.mp4 0-10 (of 16 s, digging compost into the beds) | sowing-seeds.mp4 10-18
//	         (of 14 s) | sobre-semillas.jpg 18-22 (1600x1200, the cherry-tomato seed packet) | riego-manana.mp4
//	         22-30 (of 10 s, watering with a can) | timelapse-plantines.mp4 30-42 (of 15 s, a time-lapse of the
//	         seedlings, no sound) | pulgones-kale.mp4 42-50 (of 12 s, aphids on the kale) | harvest-day.mp4
//	         50-64 (of 20 s) | atardecer-huerta.mp4 64-72 (of 10 s, the closing shot at sunset)
//	overlay  huerta-logo.png 0-72 (the channel's logo), top-right at 0.15
//	overlay  etiqueta-tomate.jpg 12-17 (1200x900, a hand-written plant label), top-left at 0.25
//	text     "FROM SEED TO SALAD" 0-4 centre (hook) | "Tomate cherry · albahaca · kale" 11-16 bottom (label,
//	         the plant names) | "Tip: water at sunrise" 23-28 bottom (subtitle) | "Day 12" 31-35 top (label)
//	         "Día 40: ¡pulgones!" 43-47 top (label) | "Day 75" 51-55 top (label)
//	         "Subscribe for next season!" 66-72 bottom
//	audio    guitarra-acustica.mp3 0-72 (of 180 s) at 0.5 | voz-ines.wav 4-64 (of 60 s, the voice-over) at 1,
//	         on a second audio track
//	sticker  sun 23-27 top-left | exclamation 44-48 bottom-right (the pest alert)
//	effect   vignette 64-72 (intensity 40, over the closing shot)
//
// compost-tips.mp4 (18 s, a bonus on making compost) and huerta-plano.png (1600x1200, a sketch of the
// garden's layout) are imported but not on the timeline.
// "skatepark" (70 s, a skate crew's session montage at the park, added with the twentieth set; three
// skaters of La Tabla Crew: Tomi drops in, Vale kickflips, Nico grinds the rail and slams; Tomi talks over
// the tricks in a commentary recorded afterwards):
//
//	main     warmup-bowl.mp4 0-8 (of 12 s, the crew cruising the bowl) | dropin_tomi.mp4 8-16 (of 10 s)
//	         kickflip_vale.mp4 16-26 (of 14 s) | grind_nico.mp4 26-36 (of 15 s, a 50-50 down the rail)
//	         slam_nico.mp4 36-42 (of 9 s, Nico's fall) | replay-slowmo.mp4 42-52 (of 12 s, the kickflip in
//	         slow motion) | crew-foto.jpg 52-58 (1600x1200, the crew posing) | outro-atardecer.mp4 58-70 (of 14 s,
//	         skating off at sunset)
//	overlay  concreto-logo.png 0-70 (the sponsor's logo), top-right at 0.15
//	overlay  crowd-reaction.mp4 37-43 (of 10 s, no sound, people at the park reacting to the slam),
//	         bottom-right at 0.3 (picture in picture)
//	text     "LA TABLA CREW · SESSION #3" 0-4 centre (hook) | "Tomi · drop-in" 9-13 bottom (label)
//	         "Vale · kickflip" 17-21 bottom (label) | "Nico · 50-50 grind" 27-31 bottom (label)
//	         "OUCH" 37-40 centre | "Boards by Concreto Skateshop" 58-63 bottom (the sponsor line)
//	         "Follow @latabla.crew" 64-70 top
//	audio    skate-punk.mp3 0-70 (of 150 s) at 0.6 | relato-tomi.m4a 14-44 (of 30 s, Tomi's commentary) at 1,
//	         on a second audio track
//	sticker  fire 17-21 top-right | sad 37-41 top-left
//	effect   vignette 42-52 (intensity 60: dark corners over the slow-motion replay)
//
// bails-extra.mp4 (16 s, more falls) and flyer-jam.png (1080x1350, the poster of next month's skate jam) are
// imported but not on the timeline.
//
// "bakery" (60 s, a neighbourhood bakery's promo for its reopening week, added with the twenty-first set;
// Rosa, the head baker of Panadería La Espiga, shows the morning's work and talks over it in a voice-over):
//
//	main     fachada.mp4 0-6 (of 10 s, the storefront at dawn) | amasado.mp4 6-18 (of 16 s, Rosa kneading dough)
//	         horno.mp4 18-28 (of 14 s, loaves going into the oven) | medialunas.mp4 28-38 (of 12 s, croissants
//	         being glazed) | vitrina.jpg 38-44 (1600x1200, the display case) | clientes.mp4 44-54 (of 15 s,
//	         customers at the counter) | cierre-rosa.mp4 54-60 (of 8 s, Rosa waving goodbye to camera)
//	overlay  espiga-logo.png 0-60 (the bakery's logo), top-right at 0.15
//	overlay  mapa-local.png 50-60 (1000x1000, a little map to the shop), bottom-left at 0.25
//	text     "PANADERÍA LA ESPIGA" 0-4 centre (hook) | "Grand reopening · Monday 3/11" 4-8 bottom (label)
//	         "Rosa · head baker" 8-12 bottom (label) | "Masa madre, 24 h de fermentación" 19-24 bottom (subtitle)
//	         "2x1 en medialunas toda la semana" 29-35 top | "Av. Corrientes 4120 · open 7 am" 54-60 bottom
//	audio    tango-suave.mp3 0-60 (of 150 s) at 0.6 | voz-rosa.wav 6-50 (of 44 s, Rosa's voice-over) at 1,
//	         on a second audio track
//	sticker  badge-new 0-4 top-left | sparkles 30-34 bottom-right
//	effect   brightness-contrast 0-6 (brightness 15, over the dark dawn storefront)
//
// receta-pan.mp4 (20 s, a bonus clip of the bread recipe) and menu-precios.png (1080x1350, the price list) are
// imported but not on the timeline.
//
// "sciencefair" (64 s, a school's recap of its science fair, added with the twenty-second set; Laura, the
// science teacher of Escuela N° 12, talks over the projects in a voice-over; a judge is interviewed):
//
//	main     entrada.mp4 0-6 (of 10 s, kids arriving at the gym) | volcan.mp4 6-18 (of 15 s, the baking-soda
//	         volcano erupting) | robot-demo.mp4 18-30 (of 14 s, a line-following robot) | podio.jpg 30-36
//	         (1600x1200, the winners on the podium) | plantas.mp4 36-46 (of 12 s, the plants-and-light
//	         experiment) | judge-interview.mp4 46-58 (of 16 s, a judge talking to camera)
//	         saludo-final.mp4 58-64 (of 8 s, the whole class waving)
//	overlay  escudo-escuela.png 0-64 (the school's crest), top-left at 0.15
//	overlay  qr-signup.png 56-64 (1000x1000, a QR code to sign up for next year), bottom-right at 0.2
//	text     "FERIA DE CIENCIAS 2026" 0-4 centre (hook) | "Escuela N° 12 · Science Fair" 4-8 bottom (label)
//	         "El volcán de 3° B" 8-13 bottom (subtitle) | "Robot seguidor de línea" 19-25 top
//	         "1st place: Team Photosynthesis" 31-36 bottom (label) | "Dr. Marcos Ruiz · judge" 47-52 bottom (label)
//	         "¡Nos vemos el año que viene!" 58-64 centre
//	audio    musica-feria.mp3 0-64 (of 180 s) at 0.5 | voz-laura.wav 4-46 (of 42 s, Laura's voice-over) at 1,
//	         on a second audio track
//	sticker  fire 8-12 top-right (on the volcano) | crown 30-34 top-right (over the winners)
//	effect   saturation 36-46 (amount 30, over the plants)
//
// water-rocket.mp4 (18 s, a bonus clip of a water rocket launch) and afiche-feria.png (1080x1350, the fair's
// poster) are imported but not on the timeline.
//
// "cyclingrace" (60 s, a cycling club's recap of its Gran Fondo, added with the twenty-third set; Diego, the
// club's coach, narrates in a voice-over; the winner, Sofía, is interviewed):
//
//	main     salida.mp4 0-7 (of 12 s, riders lined up at the start) | peloton.mp4 7-19 (of 20 s, the bunch on
//	         the coast road) | climb-cam.mp4 19-29 (of 15 s, a helmet cam on the climb) | mapa-ruta.png 29-34
//	         (1920x1080, the route map) | sprint-final.mp4 34-44 (of 14 s, the final sprint) | podium.jpg 44-50
//	         (1600x1067, the three winners) | entrevista-ganadora.mp4 50-60 (of 18 s, the winner to camera)
//	overlay  logo-club.png 0-60 (500x500, the club's logo), top-left at 0.12
//	overlay  sponsor-bikeshop.png 34-44 (1200x300, a bike shop's banner), bottom-right at 0.3
//	text     "GRAN FONDO PEDAL SUR 2026" 0-4 centre (hook) | "Club Pedal Sur · Race Day" 4-7 bottom (label)
//	         "Km 42: la subida al faro" 19-24 top | "Ruta: 86 km" 29-34 bottom (label)
//	         "Final sprint!" 35-39 centre | "Sofía Méndez · 1st place" 51-56 bottom (label)
//	         "Gracias por pedalear con nosotros" 56-60 centre
//	audio    musica-ruta.mp3 0-60 (of 150 s) at 0.6 | voiceover-diego.wav 7-44 (of 37 s, the coach's
//	         voice-over) at 1, on a second audio track
//	sticker  lightning 34-38 top-right (on the sprint) | star 44-49 top-right (over the podium)
//	effect   vignette 19-29 (intensity 40, over the helmet cam)
//
// drone-costa.mp4 (22 s, a drone shot of the coast road) and perfil-altimetria.png (1200x800, the elevation
// profile) are imported but not on the timeline.
//
// "theatre" (62 s, a community theatre's behind-the-scenes video of the rehearsal week of its new play,
// added with the twenty-fourth set; Mateo, the stage manager, narrates in a voice-over; Lucía, the
// director, is interviewed):
//
//	main     ensayo-general.mp4 0-8 (of 14 s, the cast running the first scene on stage) | backstage.mp4 8-18
//	         (of 16 s, actors getting ready in the dressing room) | vestuario.jpg 18-23 (1600x1067, the
//	         costume rack) | escena-balcon.mp4 23-35 (of 20 s, the balcony scene) | set-building.mp4 35-43
//	         (of 12 s, volunteers painting the set) | poster-obra.png 43-48 (1080x1350, the play's poster) |
//	         entrevista-directora.mp4 48-62 (of 25 s, the director to camera)
//	overlay  logo-teatro.png 0-62 (600x600, the theatre's logo), top-right at 0.12
//	overlay  entradas-qr.png 43-48 (800x800, a QR code for tickets), bottom-left at 0.25
//	text     "TRAS EL TELÓN" 0-4 centre (hook) | "Teatro del Puerto · Rehearsal week" 4-8 bottom (label)
//	         "Backstage" 9-13 top | "Acto II: la escena del balcón" 24-29 bottom (label)
//	         "Opening night · 15 de mayo" 43-48 top | "Lucía Ferrer, directora" 49-54 bottom (label)
//	         "¡Nos vemos en la función!" 58-62 centre
//	audio    piano-tema.mp3 0-62 (of 180 s) at 0.5 | voiceover-mateo.wav 8-43 (of 35 s, the stage
//	         manager's voice-over) at 1, on a second audio track
//	sticker  heart 26-31 top-left (on the balcony scene) | sparkles 43-47 bottom-right (on the poster) |
//	         star 58-62 top-left (on the closing line)
//	effect   sepia 18-23 (intensity 60, over the costume photo)
//
// aplausos.mp4 (10 s, the cast taking a bow after a run-through) and foto-elenco.jpg (1600x1067, the whole
// cast posed on stage) are imported but not on the timeline.
//
// "surfschool" (64 s, a surf school's promo of its Saturday beginners' class, added with the
// twenty-fifth set; Nico, the school's owner, narrates in a voice-over; Caro, the instructor, is
// interviewed):
//
//	main     amanecer-playa.mp4 0-6 (of 12 s, the beach at sunrise) | warmup-arena.mp4 6-14 (of 15 s,
//	         students stretching on the sand) | clase-teoria.jpg 14-19 (1600x1067, the instructor
//	         drawing a board on the sand) | first-waves.mp4 19-31 (of 20 s, the students' first waves) |
//	         entrevista-caro.mp4 31-44 (of 18 s, the instructor to camera) | tablas-rack.png 44-49
//	         (1080x1350, the rental boards in a rack) | group-selfie.jpg 49-54 (1600x1067) |
//	         cierre-atardecer.mp4 54-64 (of 14 s, the class cheering at sunset)
//	overlay  logo-olasur.png 0-64 (500x500, the school's logo), top-left at 0.12
//	overlay  promo-qr.png 54-64 (800x800, a QR code for bookings), bottom-right at 0.22
//	text     "OLA SUR SURF SCHOOL" 0-4 centre (hook) | "Clase de principiantes · Sábado 8 AM" 4-8 bottom (label)
//	         "Paso 1: la remada" 14-19 bottom (subtitle) | "¡Primera ola!" 22-26 top
//	         "Caro Benítez · instructora" 32-37 bottom (label) | "Alquiler de tablas incluido" 44-49 top
//	         "Book your first lesson · olasur.com" 56-64 bottom (label)
//	audio    surf-rock.mp3 0-64 (of 150 s) at 0.6 | voiceover-nico.wav 6-31 (of 25 s, the owner's
//	         voice-over) at 1, on a second audio track
//	sticker  sun 0-5 top-right (on the sunrise) | fire 22-26 bottom-right (on the first wave) |
//	         thumbs-up 49-53 bottom-left (on the selfie)
//	effect   saturation 54-64 (amount 40, over the sunset)
//
// drone-olas.mp4 (16 s, a drone shot of the line-up), gopro-pov.mp4 (10 s, a board-mounted POV ride)
// and mapa-playa.png (1200x800, a map of the beach) are imported but not on the timeline.
//
// "museum" (66 s, a city museum's promo of the opening night of its new textiles exhibition, added
// with the twenty-sixth set; Tomás, who runs the museum's social media, narrates in a voice-over;
// Valeria, the curator, is interviewed):
//
//	main     fachada-museo.mp4 0-6 (of 10 s, the building at dusk) | hall-entrada.mp4 6-14 (of 12 s,
//	         guests arriving in the lobby) | sala-textiles.mp4 14-24 (of 16 s, a slow pan across the
//	         textiles room) | telar-antiguo.jpg 24-29 (1600x1067, an old loom, the centrepiece) |
//	         curator-interview.mp4 29-43 (of 20 s, the curator to camera) | kids-workshop.mp4 43-51
//	         (of 12 s, children weaving at a workshop table) | mapa-salas.png 51-56 (1200x800, the floor
//	         plan of the rooms) | brindis-final.mp4 56-66 (of 14 s, the closing toast)
//	overlay  logo-museo.png 0-66 (500x500, the museum's logo), top-right at 0.12
//	overlay  qr-agenda.png 56-66 (800x800, a QR code to the events calendar), bottom-left at 0.2
//	text     "RAÍCES · Textiles del Sur" 0-4 centre (hook) | "Opening night · Friday 7 PM" 4-8 bottom (label)
//	         "Sala 2: hilos y tintes naturales" 15-20 bottom (subtitle) | "Telar de 1890" 24-29 top
//	         "Valeria Ortiz, curadora" 30-35 bottom (label) | "Taller infantil gratuito · Sundays 11 AM"
//	         44-50 bottom | "Entrada libre · museodelsur.org" 58-66 bottom (label)
//	audio    cuerdas-ambient.mp3 0-66 (of 180 s) at 0.5 | voiceover-tomas.wav 6-29 (of 23 s, the
//	         voice-over) at 1, on a second audio track
//	sticker  star 24-28 top-left (on the loom) | heart 43-47 bottom-right (on the kids) |
//	         sparkles 56-60 top-left (on the toast)
//	effect   sepia 24-29 (intensity 50, over the loom photo)
//
// detalle-bordado.mp4 (12 s, a close-up of an embroidery) and afiche-expo.png (1080x1350, the
// exhibition's poster) are imported but not on the timeline.
//
// "vineyard" (68 s, a family winery's recap of its harvest day, added with the twenty-seventh set;
// Marta, the founder's granddaughter, narrates in a voice-over; Doña Carmen, the founder, is
// interviewed):
//
//	main     amanecer-vinedo.mp4 0-6 (of 12 s, the vine rows at sunrise) | cosecha-manos.mp4 6-18
//	         (of 16 s, pickers cutting bunches by hand) | cajas-uva.jpg 18-23 (1600x1067, crates full
//	         of grapes) | tractor-carga.mp4 23-31 (of 14 s, the tractor hauling the crates) |
//	         entrevista-abuela.mp4 31-46 (of 20 s, the founder to camera) | pisada-uvas.mp4 46-54
//	         (of 12 s, kids stomping grapes in a barrel) | cena-largamesa.mp4 54-68 (of 15 s, the
//	         long-table dinner among the vines)
//	overlay  logo-bodega.png 0-68 (500x500, the winery's logo), top-right at 0.12
//	overlay  barrica-closeup.mp4 36-44 (of 10 s, no sound, wine poured into a barrel), top-left at
//	         0.3 (picture in picture, while the founder talks)
//	text     "VENDIMIA 2026" 0-4 centre (hook) | "Bodega Los Olivos · Valle de Uco" 4-8 bottom (label)
//	         "Doña Carmen, fundadora" 32-37 bottom (label) | "¡A pisar la uva!" 47-51 top
//	         "Reservá tu visita · losolivos.wine" 60-68 bottom (label)
//	audio    guitarra-folk.mp3 0-68 (of 160 s) at 0.5 | voiceover-marta.wav 6-30 (of 24 s, the
//	         voice-over) at 1, on a second audio track
//	sticker  sun 0-5 top-left (on the sunrise) | heart 55-59 bottom-right (on the dinner)
//	effect   vignette 54-68 (intensity 40, over the dinner)
//
// drone-vinedo.mp4 (18 s, a drone shot over the vineyard) and etiqueta-malbec.png (1080x1350, the
// label of the new wine) are imported but not on the timeline.
//
// "dogschool" (64 s, a dog-training school's tutorial on teaching a puppy three commands, added
// with the twenty-eighth set; Lucía, the trainer, talks to camera in the intro and explains the
// steps in a voice-over):
//
//	main     intro-entrenadora.mp4 0-10 (of 14 s, the trainer to camera) | sientate-sit.mp4 10-24
//	         (of 16 s, the puppy learning to sit) | quieto_stay-02.mp4 24-38 (of 15 s, the puppy
//	         holding a stay, filmed in the shade) | recall-ven-aqui.mp4 38-52 (of 14 s, the puppy
//	         running to her across the park) | cierre-premios.mp4 52-64 (of 12 s, treats and goodbye)
//	overlay  logo-patitas.png 0-64 (500x500, the school's logo), top-right at 0.12
//	overlay  clicker-closeup.mp4 14-20 (of 8 s, no sound, the clicker in her hand), bottom-left at
//	         0.3 (picture in picture, while the puppy sits)
//	text     "PUPPY 101 · 3 comandos básicos" 0-4 centre (hook) | "Lucía Ferrer, entrenadora" 4-8
//	         bottom (label) | "Paso 1: Sentado" 10-14 top | "Paso 2: Quieto" 24-28 top
//	         "Paso 3: Ven aquí" 38-42 top | "Clases en patitasfelices.com" 57-64 bottom (label)
//	audio    musica-alegre_ukulele.mp3 0-64 (of 150 s) at 0.4 | voz-lucia.wav 10-32 (of 22 s, the
//	         voice-over) at 1 | silbato.wav 39-41 (of 2 s, the recall whistle) at 0.7
//	sticker  check 20-23 bottom-right (the puppy sat) | heart 53-57 bottom-left (on the treats)
//	effect   brightness-contrast 24-38 (brightness 15, over the stay clip)
//
// bloopers-perrito.mp4 (20 s, the puppy's outtakes) and premios-snacks.jpg (1200x800, a photo of
// the treats) are imported but not on the timeline.
// "bookshop" (66 s, a second-hand bookshop's promo, added with the twenty-ninth set; Inés, the
// owner, is interviewed to camera; Borges is the cat that lives in the shop):
//
//	main     fachada-libreria.mp4 0-6 (of 10 s, the shop front on the street) | entrevista-ines.mp4
//	         6-24 (of 25 s, the owner to camera) | estantes-lomos.mp4 24-38 (of 16 s, a pan along the
//	         shelves and close-ups of old spines) | rincon-lectura.jpg 38-44 (1600x1067, the reading
//	         corner's armchair and lamp) | gato-borges.mp4 44-66 (of 24 s, the cat asleep on a pile of
//	         books, then on the counter at closing)
//	overlay  logo-libreria.png 0-66 (500x500, the shop's logo), top-right at 0.12
//	overlay  paginas-closeup.mp4 12-20 (of 10 s, no sound, fingers turning yellowed pages),
//	         bottom-left at 0.3 (picture in picture, while the owner talks)
//	text     "Libros del Ayer" 0-4 centre (hook) | "Inés Calvo, librera desde 1998" 7-12 bottom (label)
//	         "Todo a $1500 · 3x2 en clásicos" 26-31 bottom (label) | "Meet Borges, our shop cat" 47-51 top
//	         "Lun a Sáb 10-20 h · Arenales 1420" 58-66 bottom (label)
//	audio    piano-jazz.mp3 0-66 (of 140 s) at 0.4 | lluvia-ventana.wav 38-66 (of 30 s, rain on the
//	         shop window) at 0.6, on a second audio track
//	sticker  star 26-30 top-left (on the prices) | heart 45-49 bottom-right (on the cat)
//	effect   sepia 38-44 (intensity 40, over the reading corner)
//
// vidriera-noche.mp4 (14 s, the shop window lit at night) and horario-2026.png (1080x1080, a card
// with the opening hours) are imported but not on the timeline.
// "kayak" (64 s, a day-trip vlog by two friends, Lucía and Tomás, paddling down a river, added
// with the thirtieth set; Lucía narrates the end in a voice-over):
//
//	main     putin-rio.mp4 0-8 (of 12 s, loading the kayaks at the put-in) | rapidos-1.mp4 8-22
//	         (of 18 s, the rapids) | almuerzo-playa.mp4 22-40 (of 22 s, lunch on a pebble beach, both
//	         talking to camera) | DJI_0042.mp4 40-50 (of 15 s, no sound, the drone shot over the
//	         gorge) | atardecer-final.mp4 50-64 (of 16 s, the take-out at sunset, saying goodbye)
//	overlay  logo-dosremos.png 0-64 (500x500, the channel's logo), top-right at 0.12
//	overlay  mapa-ruta.png 8-14 (1600x900, the route on a map), bottom-left at 0.3
//	overlay  gopro-casco.mp4 14-20 (of 10 s, no sound, the helmet camera), top-left at 0.3
//	         (picture in picture, during the rapids)
//	text     "BAJANDO EL SELLA" 0-4 centre (hook) | "Arriondas - Llovio · 16 km" 4-8 bottom (label)
//	         "Rápidos!!" 9-13 top | "Lunch break en la playita" 23-28 bottom (label)
//	         "Seguinos en @dosremos" 58-64 bottom (label)
//	audio    musica-aventura.mp3 0-64 (of 150 s) at 0.45 | voz-lucia-vo.wav 40-58 (of 18 s, the
//	         voice-over) at 1, on a second audio track
//	sticker  lightning 9-12 top-right (on the rapids) | sun 51-55 top-left (on the sunset)
//	effect   saturation 40-50 (amount 30, over the drone shot)
//
// rapidos-2-tomalarga.mp4 (25 s, a longer take of the rapids) and foto-grupo.jpg (1080x1350, the
// two of them with their kayaks) are imported but not on the timeline.
//
// "pottery" (66 s, a pottery studio's class video: Carmen, the teacher, talks to camera at the
// wheel, then hands-on close-ups, trimming, glazing, the kiln and the students' pieces, added
// with the thirty-first set):
//
//	main     hola-carmen.mp4 0-9 (of 12 s, Carmen at the wheel talking to camera) | manos-torno.mp4
//	         9-25 (of 20 s, close-up of her hands centring the clay, she keeps talking)
//	         retorneado_02.mp4 25-37 (of 14 s, trimming a bowl) | esmaltado.mp4 37-49 (of 15 s,
//	         dipping pieces in glaze) | horno-apertura.mp4 49-66 (of 20 s, opening the kiln, the
//	         students' pieces on the shelves)
//	overlay  logo-barrosur.png 0-66 (600x600, the studio's logo), top-right at 0.12
//	overlay  alumna-primer-bowl.mp4 13-21 (of 10 s, no sound, a student throwing her first bowl),
//	         top-left at 0.3 (picture in picture)
//	text     "Tu primera taza en 8 clases" 0-4 centre (hook) | "Carmen Ibáñez · ceramista" 4-9
//	         bottom (label) | "Trimming" 26-30 top | "Esmalte azul cobalto" 38-43 bottom (label)
//	         "Inscripciones abiertas · $38.000/mes" 58-66 bottom (label, the call to action)
//	audio    lofi-guitarra.mp3 0-66 (of 180 s) at 0.5 | horno-ambiente.wav 49-61 (of 12 s, the
//	         kiln's hum) at 0.6, on a second audio track
//	sticker  heart 44-47 bottom-right (on the glazed cups) | sparkles 52-56 top-left (on the pieces)
//	effect   vignette 0-9 (intensity 40, over the intro)
//
// timelapse-secado.mp4 (20 s, no sound, pieces drying on a shelf) and IMG_2231.jpg (1080x1350,
// the students holding their pieces) are imported but not on the timeline.

// "foodtruck" (64 s, a promo reel for a taco truck, Tacos El Güero, run by Rosa (the owner) and
// Beto (the cook), added with the thirty-second set):
//
//	main     saludo-rosa.mp4 0-10 (of 14 s, Rosa greets the camera at the truck's window)
//	         | plancha-tacos.mp4 10-24 (of 20 s, Beto at the griddle, meat sizzling)
//	         | menu-pizarra.mp4 24-32 (of 10 s, no sound, the chalkboard menu with the prices)
//	         | fila-noche_02.mp4 32-48 (of 18 s, the queue at night under the string lights)
//	         | rosa-donde-estamos.mp4 48-64 (of 20 s, Rosa says where and when to find them)
//	overlay  logo-elguero.png 0-64 (600x600, the truck's logo), top-right at 0.15
//	overlay  manos-beto-closeup.mp4 14-20 (of 8 s, no sound, Beto's hands folding tacos),
//	         bottom-left at 0.3 (picture in picture, over the griddle)
//	text     "TACOS EL GÜERO" 0-4 centre (hook) | "Rosa, dueña · Beto, cocinero" 4-9 bottom (label)
//	         "Al pastor $35 · 3 x $90" 24-30 bottom (label) | "Best tacos after midnight" 33-38 top
//	         "Calle 8 y Av. Juárez · Mar a Dom 19-02 h" 56-64 bottom (label, where to find them)
//	audio    cumbia-loop.mp3 0-64 (of 120 s) at 0.5 | ruido-calle.wav 32-48 (of 20 s, the street
//	         noise at night) at 0.7, on a second audio track
//	sticker  fire 10-14 top-right (on the griddle) | star 24-28 top-left (on the menu)
//	effect   vignette 32-48 (over the queue at night)
//
// mapa-ubicacion.png (1600x900, a map with the truck's corner) and cliente-mordida.mp4 (12 s, a
// customer biting a taco) are imported but not on the timeline.

// "salon" (64 s, a hair salon's before-and-after reel, added with the thirty-third set; Carla,
// the stylist, explains the cut to camera at the start and shows the result at the end):
//
//	main     intro-carla.mp4 0-10 (of 14 s, Carla explains the cut) | lavado.mp4 10-20 (of 12 s,
//	         the wash) | corte-tijera_02.mp4 20-36 (of 25 s, no sound, the cutting) |
//	         brushing-secado.mp4 36-48 (of 15 s, the blow-dry) | resultado-final.mp4 48-64 (of 20 s,
//	         the client turns around, Carla talks)
//	overlay  logo-lunares.png 0-64 (600x600, the salon's logo), top-left at 0.15
//	overlay  ANTES-clienta.jpg 48-54 (1080x1350, the before shot), bottom-right at 0.3
//	         (picture in picture over the result)
//	text     "DE LARGO A BOB EN 1 HORA" 0-4 centre (hook) | "Carla · estilista" 4-9 bottom (label)
//	         "Lavado + masaje" 11-15 bottom (label) | "ANTES / DESPUÉS" 48-52 top
//	         "Reservá tu turno: link en bio" 58-64 bottom (label)
//	audio    musica-lofi.mp3 0-64 (of 180 s) at 0.5 | secador-sfx.wav 36-42 (of 6 s, the hairdryer)
//	         at 0.7, on a second audio track
//	sticker  sparkles 50-54 top-right (on the result) | heart 58-62 top-right (on the call to action)
//	effect   sharpen 48-64 (amount 40, over the result)
//
// tijeras-closeup.mp4 (8 s, no sound, scissors in close-up) and despues-selfie.jpg (1080x1920,
// the client's selfie) are imported but not on the timeline.

// "bikeshop" (64 s, a neighbourhood bicycle repair shop's how-to video on fixing a flat tyre,
// added with the thirty-fourth set; Gus, the mechanic of La Cadena, talks to camera at the
// workbench, then takes the wheel off, finds the puncture, patches it, pumps the tyre and rides):
//
//	main     IMG_4471.MOV 0-9 (of 12 s, Gus talks to camera at the workbench) | sacando-rueda.mp4
//	         9-20 (of 14 s, taking the back wheel off and levering the tyre off the rim)
//	         buscando-pinchazo.mp4 20-33 (of 16 s, the inner tube in a bucket of water, bubbles show
//	         the hole) | patch_closeup.mp4 33-43 (of 12 s, no sound, sanding, gluing and pressing the
//	         patch) | inflador.mp4 43-51 (of 10 s, pumping the tyre with the floor pump)
//	         DJI_0042.MP4 51-64 (of 20 s, the test ride down the street, Gus waves at the end)
//	overlay  logo-lacadena.png 0-64 (600x600, the shop's logo), top-right at 0.14
//	overlay  clavo-culpable.jpg 24-30 (1080x1350, the nail that caused the flat), bottom-right at 0.3
//	         (a picture over the bucket)
//	text     "CÓMO ARREGLAR UN PINCHAZO" 0-4 centre (hook) | "Gus · mecánico" 4-9 bottom (label)
//	         "Find the leak" 21-25 top | "Parche $1.500 · Cámara nueva $6.000" 34-40 bottom (label,
//	         the prices) | "Visitanos: Av. Belgrano 1420 · Lun a Sáb 9-19" 56-64 bottom (label, the
//	         call to visit the shop)
//	audio    acoustic-groove.mp3 0-64 (of 150 s) at 0.4 | timbre-bici.wav 51-53 (of 2 s, a bicycle
//	         bell) at 0.8, on a second audio track
//	sticker  check 48-51 top-left (on the pumped tyre) | location-pin 56-60 top-left (on the call
//	         to visit)
//	effect   brightness-contrast 20-33 (brightness 15, over the bucket shots)
//
// IMG_4502.MOV (8 s, no sound, Gus spins the wheel to check it runs true) and frente-taller.jpg
// (1920x1080, the shop's front with its sign) are imported but not on the timeline.

// "market" (64 s, a Saturday farmers' market recap for the town's social media, added with
// the thirty-fifth set; Ernesto, the cheese maker, and Marisol, of the flower stall, are
// interviewed at their stalls):
//
//	main     DJI_0117.MP4 0-8 (of 12 s, no sound, the drone over the square as the stalls open)
//	         | queso-ernesto.mp4 8-20 (of 16 s, Ernesto talks about his goat cheese at his stall)
//	         | IMG_4417.MOV 20-30 (of 14 s, close-ups of the produce: tomatoes, peaches, honey jars)
//	         | puesto-flores.mp4 30-42 (of 15 s, Marisol at the flower stall talks about her dahlias)
//	         | street-musician_take2.mp4 42-52 (of 18 s, an accordion player, people gathered round)
//	         | kids-corner.mp4 52-64 (of 14 s, the kids' corner: face painting and a puppet show)
//	overlay  logo-mercado.png 0-64 (600x600, the market's logo), top-right at 0.15
//	overlay  mapa-plaza.png 58-64 (1600x900, a map of the square), bottom-left at 0.3
//	text     "MERCADO DE LA PLAZA" 0-4 centre (hook) | "Ernesto · quesos de cabra" 9-14 bottom (label)
//	         "Marisol · Flores del Sur" 31-36 bottom (label) | "Every Saturday · 8am to 2pm" 53-58 top
//	         "Plaza San Martín · Av. Belgrano 300" 58-64 bottom (label, where it is)
//	audio    folk-acustico.mp3 0-64 (of 150 s) at 0.5 | campana.wav 1-4 (of 3 s, the market bell
//	         ringing) at 0.8, on a second audio track
//	sticker  heart 36-40 top-left (on the flowers) | music-note 43-47 bottom-right (on the musician)
//	effect   saturation 20-30 (amount 30, over the produce close-ups)
//
// honey-bees.mp4 (10 s, bees around the honey stall) and foto-puesteros.jpg (1080x1350, the
// stallholders posing together) are imported but not on the timeline.

// "beachcleanup" (64 s, an environmental group's recap of its Sunday beach clean-up for
// Instagram and YouTube, added with the thirty-sixth set; Vero, the organiser, talks to camera
// at the start and thanks everyone at the end):
//
//	main     IMG_2231.MOV 0-9 (of 12 s, Vero talks to camera on the boardwalk) | DJI_0388.MP4
//	         9-17 (of 14 s, no sound, the drone over the beach, the volunteers in a long line)
//	         | voluntarios-recogiendo.mp4 17-31 (of 18 s, volunteers picking up bottles, bags
//	         and bottle caps along the shore) | kid_weird_find.mp4 31-40 (of 12 s, Tomi, a kid,
//	         holds up a doll's head he dug out of the sand) | conteo-bolsas.mp4 40-52 (of 15 s,
//	         the full bags lined up on the sand and counted) | cierre-vero.mp4 52-64 (of 16 s,
//	         Vero thanks everyone and announces the next clean-up)
//	overlay  logo-verdemar.png 40-64 (600x600, the sponsor's logo), top-right at 0.15
//	overlay  cabeza-muneca.jpg 33-38 (1080x1350, a photo of the doll's head up close, covered
//	         in barnacles), bottom-right at 0.3 (a picture over the kid's clip)
//	text     "BEACH CLEAN-UP DAY" 0-4 centre (hook) | "Vero · organizadora" 4-9 bottom (label)
//	         "What did Tomi find?" 31-35 top | "47 bolsas · 312 kg" 42-48 bottom (label, the count)
//	         "Próxima: dom 14/12 · 9 h · anotate en playalimpia.org" 56-64 bottom (label, the next
//	         clean-up and how to sign up)
//	audio    good-vibes_ukulele.mp3 0-64 (of 150 s) at 0.4 | gaviotas.wav 9-13 (of 4 s, seagulls)
//	         at 0.7, on a second audio track
//	sticker  star 34-38 top-left (on the kid's find) | thumbs-up 52-56 bottom-left (on the thanks)
//	effect   brightness-contrast 9-17 (contrast 20, over the hazy drone shot)
//
// IMG_2260.MOV (10 s, the whole group waving at the camera with their bags) and
// mapa-punto-encuentro.png (1600x900, a map of the meeting point for the next clean-up) are
// imported but not on the timeline.
// "icecream" (62 s, a small ice-cream shop's announcement of its new flavour, pistachio and
// raspberry, added with the thirty-seventh set; Vero, the owner of Heladería Polo Sur, talks to
// camera behind the counter, makes the flavour in the back, and customers taste it):
//
//	main     IMG_5120.MOV 0-10 (of 14 s, Vero announces the new flavour behind the counter)
//	         | haciendo-helado.mp4 10-22 (of 16 s, Vero making the flavour in the back room, the
//	         machine churning) | cucurucho_closeup.mp4 22-30 (of 10 s, no sound, a slow close-up
//	         of the cone being scooped and turned) | degustacion-clientes.mp4 30-44 (of 18 s, the
//	         first tasting: customers try it and react) | nene-enchastrado.mp4 44-52 (of 12 s, a kid
//	         with his face covered in ice cream, laughing) | DJI_0311.MP4 52-62 (of 14 s, the drone
//	         pulls back from the shopfront, people queueing)
//	overlay  logo-polosur.png 0-62 (600x600, the shop's logo), top-left at 0.15
//	overlay  pote-pistacho.jpg 24-30 (1080x1350, a tub of the new flavour), bottom-right at 0.3
//	         (a picture over the cone close-up)
//	text     "NUEVO SABOR: PISTACHO Y FRAMBUESA" 0-4 centre (hook) | "Vero · maestra heladera" 4-9
//	         bottom (label) | "Cono $2.800 · 1/4 kg $4.500" 23-29 bottom (label, the prices)
//	         "2 for 1 this weekend!" 52-56 top (the promo) | "Abierto todos los días · 14 a 24 h"
//	         56-62 bottom (label, the opening hours)
//	audio    jingle-polosur.mp3 0-62 (of 90 s, the shop's jingle) at 0.5 | door-chime.wav 52-55
//	         (of 3 s, the shop door's bell) at 0.7, on a second audio track
//	sticker  badge-new 22-26 top-right (on the cone) | smile 44-48 top-right (on the kid)
//	effect   brightness-contrast 10-22 (brightness 20, over the dim back room)
//
// IMG_5203.MOV (9 s, no sound, Vero hands a cone to a customer over the counter) and
// sabores-pizarra.jpg (1920x1080, the board with every flavour) are imported but not on the
// timeline.
//
// "vendimia" (66 s, a small family vineyard's video of its grape-harvest day for Instagram and
// YouTube, added with the thirty-ninth set; Héctor Lucero, the owner of Finca Los Aromos, talks
// among the vines, and his daughter Cami invites people to visit at the end):
//
//	main     DJI_0542.MP4 0-8 (of 12 s, no sound, the drone over the vine rows at sunrise, the
//	         pickers spread out) | IMG_7781.MOV 8-20 (of 16 s, the pickers cutting bunches and
//	         filling the crates, singing) | hector-habla.mp4 20-32 (of 18 s, Héctor talks to camera
//	         about this year's harvest among the vines) | moledora_slowmo.mp4 32-40 (of 10 s, no
//	         sound, slow motion of the grapes tipped into the crusher) | degustacion-bodega.mp4
//	         40-50 (of 14 s, the tasting in the cellar: Héctor pours the Malbec, the visitors
//	         clink glasses) | almuerzo_familia.mp4 50-58 (of 12 s, the family lunch under the vine
//	         arbour, the grandmother laughs, the kids run round the table) | invitacion-cami.mp4
//	         58-66 (of 10 s, Cami, Héctor's daughter, invites people to come and visit the finca)
//	overlay  logo-losaromos.png 0-66 (600x600, the finca's logo), top-right at 0.15
//	overlay  foto-abuelo-1978.jpg 24-30 (1080x1350, an old photo of Héctor's father at his first
//	         harvest in 1978), bottom-left at 0.3 (a picture over Héctor talking)
//	text     "VENDIMIA 2026" 0-4 centre (hook) | "Héctor Lucero · viñatero" 21-26 bottom (label)
//	         "From vine to glass" 33-37 top | "Degustación + almuerzo $35.000 por persona" 42-48
//	         bottom (label, the price) | "Visit us · Finca Los Aromos, Maipú · 261 555 0142" 59-66
//	         bottom (label, the call to visit)
//	audio    guitarra-folklore.mp3 0-66 (of 180 s, a folk guitar tune) at 0.45 | chinchin.wav 45-47
//	         (of 2 s, glasses clinking) at 0.8, on a second audio track
//	sticker  sparkles 40-44 top-left (on the wine being poured) | location-pin 59-63 top-left (on
//	         the invitation)
//	effect   saturation 0-8 (amount 30, over the drone shot)
//
// IMG_7802.MOV (9 s, Benja, Cami's little boy, stomps grapes barefoot in a tub and laughs) and
// etiqueta-malbec.png (1200x1600, the label of the finca's Malbec bottle) are imported but not
// on the timeline.

// "bikerepair" (60 s, a neighbourhood bicycle repair shop's how-to video, added with the
// thirty-eighth set (the name "bikeshop" was already set 34's fixture); Nico, the mechanic of
// Bicicletería El Rayo, fixes a flat tyre step by step, then shows the shop, its prices and how
// to book a service):
//
//	main     IMG_7734.MOV 0-8 (of 11 s, Nico talks to camera in the shop holding the flat wheel)
//	         | desmontando_rueda.mp4 8-18 (of 13 s, Nico opens the brake, takes the front wheel off
//	         and levers the tyre off the rim) | pinchazo-agua.mp4 18-28 (of 14 s, the inner tube
//	         run through a tub of water, bubbles come out of the hole) | PXL_20261130_153012.mp4
//	         28-37 (of 10 s, no sound, close-up of sanding, gluing and pressing the patch)
//	         | inflando.mp4 37-45 (of 10 s, the tube goes back in and Nico pumps it with the floor
//	         pump, the gauge in shot) | taller-recorrida.mp4 45-53 (of 12 s, a walk through the
//	         shop: bikes hanging from the ceiling, the workbench, Sofi at the counter)
//	         | DJI_0519.MP4 53-60 (of 9 s, no sound, the drone over the street, Nico rides off on
//	         the fixed bike)
//	overlay  logo-elrayo.png 0-60 (600x600, the shop's logo), bottom-left at 0.15
//	overlay  espina.jpg 22-27 (1080x1350, the thorn that caused the flat, held in pliers),
//	         top-right at 0.28 (a picture over the tub of water)
//	text     "FLAT TYRE? FIX IT IN 5 STEPS" 0-4 centre (hook) | "Nico · mecánico de El Rayo" 4-8
//	         bottom (label) | "Paso 1: sacá la rueda" 9-13 bottom (subtitle) | "Step 3: patch it"
//	         29-33 top | "Service completo $25.000 · Parche $2.000" 45-50 bottom (label, the
//	         prices) | "Reservá tu turno: WhatsApp 11 5555-0192" 53-60 bottom (label, the call to
//	         book a service)
//	audio    lofi-garage.mp3 0-60 (of 140 s) at 0.35 | aire-valvula.wav 41-43 (of 2 s, air hissing
//	         from the valve) at 0.8, on a second audio track
//	sticker  circle-highlight 19-23 centre (on the bubbles) | thumbs-up 55-59 bottom-right (on the
//	         ride off)
//	effect   sharpen 28-37 (amount 40, over the patch close-up)
//
// IMG_7752.MOV (8 s, Sofi at the counter taking a booking on the phone) and precios-pizarra.jpg
// (1920x1080, the price board on the shop wall) are imported but not on the timeline.

// "tattoo" (62 s, a small tattoo studio's promo and process reel for Instagram, added with the
// fortieth set; Luli, the artist of Tinta Sur Tattoo in San Telmo, Buenos Aires, talks to camera,
// transfers the stencil, lines and shades a swallow on Martina's forearm, and Martina shows off
// the finished piece; then the prices and how to book):
//
//	main     IMG_3318.MOV 0-9 (of 12 s, Luli talks to camera at her station, introduces herself and
//	         the studio) | stencil-antebrazo.mp4 9-18 (of 12 s, Luli places the stencil on
//	         Martina's forearm and peels the paper off) | PXL_20261202_181544.mp4 18-28 (of 14 s,
//	         no sound, macro close-up of the needle lining the design, ink on the skin)
//	         | sombreado_timelapse.mp4 28-38 (of 20 s, no sound, time-lapse of the shading and the
//	         colour filling in) | martina-mostrando.mp4 38-50 (of 15 s, Martina, the client, sees the
//	         finished swallow in the mirror, laughs and shows it to the camera) | IMG_3342.MOV
//	         50-62 (of 16 s, Luli back at her station explains the prices and how to book, pointing
//	         at the camera)
//	overlay  logo-tintasur.png 0-62 (600x600, the studio's logo), top-right at 0.15
//	overlay  boceto-golondrina.jpg 10-16 (1080x1350, Luli's drawing of the design, a swallow
//	         with roses), bottom-left at 0.3 (a picture over the stencil)
//	text     "TU PRÓXIMO TATUAJE EMPIEZA ACÁ" 0-4 centre (hook) | "Luli, tattoo artist" 4-9 bottom
//	         (label) | "100% custom designs" 19-24 top | "Mini desde $45.000 / Mediano desde
//	         $90.000" 51-56 bottom (label, the prices) | "Book now: DM @tintasur.tattoo" 56-62
//	         bottom (label, the call to action)
//	audio    beat-lofi-trap.mp3 0-62 (of 160 s, a lo-fi trap beat) at 0.4 | maquina-zumbido.wav
//	         18-22 (of 4 s, the tattoo machine buzzing) at 0.6, on a second audio track
//	sticker  fire 40-44 top-left (on the finished piece) | heart 56-60 bottom-right (on the call to
//	         action)
//	effect   vignette 18-28 (intensity 60, over the needle close-up)
//
// IMG_3360.MOV (8 s, Luli and Martina hug after the session and wave at the camera) and
// flash-sheet.jpg (1920x1080, Luli's sheet of flash designs available to book) are imported but
// not on the timeline.

// "mudanza" (64 s, a young couple's vlog of moving into their first flat, for YouTube and
// Instagram, added with the forty-first set; Tomi and Ana talk to camera among the boxes, pack,
// load the truck, carry the sofa up the stairs with their friend Fede, let Pancho the cat
// explore, paint a wall and have their first dinner on the floor):
//
//	main     IMG_3301.MOV 0-8 (of 11 s, Tomi and Ana talk to camera among the packed boxes in the
//	         old flat) | cajas_embalando.mp4 8-18 (of 14 s, packing the boxes and taping them shut,
//	         Ana writes COCINA on one) | DJI_0627.MP4 18-25 (of 10 s, no sound, the drone over the
//	         street, the moving truck parked outside and the boxes going in) | sillon-escalera.mp4
//	         25-36 (of 15 s, Tomi and Fede carrying the sofa up the stairs, it gets stuck on the
//	         landing and everyone laughs) | michi_explorando.mp4 36-44 (of 12 s, Pancho the cat
//	         explores the empty flat and sniffs the boxes) | pintando-pared.mp4 44-53 (of 13 s, no
//	         sound, a timelapse of Ana painting the living room wall sage green) | IMG_3388.MOV
//	         53-64 (of 14 s, the first dinner on the floor: pizza on a box, a toast, and they thank
//	         everyone who helped)
//	overlay  logo-tomiyana.png 0-64 (600x600, the channel's logo), top-right at 0.15
//	overlay  plano-depto.jpg 38-43 (1080x1350, the floor plan of the new flat), bottom-left at 0.3
//	         (a picture over the cat exploring)
//	text     "NOS MUDAMOS!" 0-4 centre (hook) | "Tomi & Ana" 4-8 bottom (label) | "Flete $85.000 /
//	         Pintura $32.000" 19-24 bottom (label, what the move cost) | "Fede, best friend ever"
//	         26-30 bottom (label, the friend helping) | "Day 1 in our first home" 54-58 top
//	         | "Suscribite para la parte 2" 59-64 bottom (label, the call to action)
//	audio    indie-mudanza.mp3 0-64 (of 160 s, an upbeat indie pop song) at 0.4 | cinta-embalar.wav
//	         9-11 (of 2 s, packing tape pulled off the roll) at 0.8, on a second audio track
//	sticker  exclamation 31-34 top-left (on the sofa stuck on the landing) | heart 55-59
//	         bottom-right (on the toast)
//	effect   brightness-contrast 53-64 (brightness 20, over the dim dinner lit by one lamp)
//
// IMG_3342.MOV (9 s, Pancho hides inside an empty box and pops out) and llaves-nuevas.jpg
// (1080x1080, the new keys in Ana's hand) are imported but not on the timeline.

// "boulder" (64 s, a neighbourhood bouldering gym's promo reel for Instagram, with a clip of a
// member's first competition, added with the forty-second set; Vero, the owner of Bloc Güemes in
// Córdoba, talks to camera by the main wall, Dani, the coach, sets a new route, a kid tops her
// first route, a member falls onto the mat, chalk close-ups, the comp finals, then the monthly
// pass price and how to book a free first class):
//
//	main     IMG_4410.MOV 0-9 (of 12 s, Vero talks to camera in front of the main wall and
//	         introduces the gym) | armando-ruta_timelapse.mp4 9-17 (of 20 s, no sound, time-lapse
//	         of Dani setting a new route, bolting the holds onto the wall) | nena-topea.mp4 17-27
//	         (of 14 s, Juli, a nine-year-old, climbs the yellow route, tops it, rings the bell and
//	         laughs) | caida-colchoneta.mp4 27-33 (of 8 s, a member falls off the roof section onto
//	         the mat and gets up laughing) | magnesio_closeup.mp4 33-40 (of 9 s, no sound, slow
//	         motion close-up of chalked hands clapping, a cloud of chalk dust) | final-compe.mp4
//	         40-54 (of 18 s, the comp finals: Lucas, a member in his first competition, tops the
//	         last problem and the crowd cheers) | IMG_4466.MOV 54-64 (of 12 s, Dani talks to camera
//	         about the monthly pass and invites people to a free first class)
//	overlay  logo-blocguemes.png 0-64 (600x600, the gym's logo), top-right at 0.15
//	overlay  foto-podio.jpg 48-53 (1080x1350, Lucas on the podium with his medal), bottom-left at
//	         0.3 (a picture over the finals)
//	text     "ESCALÁ CON NOSOTROS" 0-4 centre (hook) | "Vero, dueña de Bloc Güemes" 4-9 bottom
//	         (label) | "Juli, 9 years old: first top!" 18-23 top | "Lucas' first comp" 41-46 top
//	         | "Pase libre mensual $38.000 / Clase de prueba gratis" 55-60 bottom (label, the
//	         prices) | "Book your first class: @blocguemes" 60-64 bottom (label, the call to action)
//	audio    rock-indie-energy.mp3 0-64 (of 150 s, an energetic indie rock song) at 0.4
//	         | campana.wav 23-25 (of 2 s, the bell rung at the top of the route) at 0.8, on a
//	         second audio track
//	sticker  star 19-23 top-left (on Juli's top) | crown 47-51 top-left (on Lucas winning)
//	effect   grayscale 33-40 (intensity 100, over the chalk close-up)
//
// IMG_4481.MOV (9 s, the whole crew cheering and waving in front of the wall after the comp) and
// grilla-horarios.png (1920x1080, the weekly class schedule) are imported but not on the
// timeline.

// "vivero" (60 s, a small plant nursery's video for its online shop, added with the forty-third
// set; Marta and her son Leo run Vivero Raíz, which sells succulents and houseplants online:
// Marta repots a plant, Leo shows the greenhouse and packs an order, and a customer unboxes it):
//
//	main     IMG_4410.MOV 0-8 (of 11 s, Marta talks to camera among the shelves of succulents and
//	         introduces the nursery) | trasplante-echeveria.mp4 8-18 (of 14 s, Marta repots an
//	         echeveria into a clay pot, pressing the soil down with her fingers) | DJI_0788.MP4
//	         18-25 (of 10 s, no sound, the drone rises over the greenhouse roof and the rows of pots
//	         outside) | recorrida-invernadero.mp4 25-35 (of 15 s, Leo walks through the greenhouse
//	         showing the monsteras and the ferns, the sprinklers come on) | riego_slowmo.mp4 35-41
//	         (of 9 s, no sound, slow motion of water drops falling on the leaves) | armando-pedido.mp4
//	         41-50 (of 13 s, Leo packs an order: wraps the pots in paper and puts them in the box with
//	         a handwritten card) | unboxing-clienta.mp4 50-60 (of 14 s, Caro, a customer, opens the
//	         box at home, takes the plant out and smiles)
//	overlay  logo-vivero-raiz.png 0-60 (600x600, the nursery's logo), top-left at 0.15
//	overlay  foto-monstera.jpg 28-33 (1080x1350, the monstera for sale with its price tag),
//	         bottom-right at 0.3 (a picture over the greenhouse tour)
//	text     "SUCULENTAS A DOMICILIO" 0-4 centre (hook) | "Marta & Leo, Vivero Raíz" 4-8 bottom
//	         (label) | "Echeveria $3.500 / Monstera $18.000" 26-32 bottom (label, the prices)
//	         | "Water once a week, no more!" 36-40 top | "10% OFF con el código RAIZ10" 51-55 bottom
//	         (label, the discount code) | "Order online, link in bio" 55-60 bottom (label, the call
//	         to action)
//	audio    guitarra-acustica.mp3 0-60 (of 150 s, a soft acoustic guitar song) at 0.45
//	         | gota-agua.wav 35-37 (of 2 s, a water drop) at 0.8, on a second audio track
//	sticker  sparkles 14-18 top-right (on the repotted echeveria) | heart 52-56 top-right (on the
//	         customer's smile)
//	effect   saturation 25-35 (amount 30, over the greenhouse tour)
//
// IMG_4432.MOV (8 s, Ramón, Leo's dog, sniffs a cactus and sneezes) and catalogo-precios.jpg
// (1920x1080, the price list of every plant) are imported but not on the timeline.

// set 44
// "tango" (64 s, a tango school's reel for its classes and its Friday milonga, for Instagram
// and YouTube, added with the forty-fourth set; Marisa and Julián, the teachers of Escuela El
// Abrazo in Almagro, Buenos Aires, introduce the school, teach the beginners' class, dance an
// exhibition at the Friday milonga, Tito plays the bandoneón live and the students laugh; then
// the class prices and schedule and an invitation to the milonga):
//
//	main     IMG_6021.MOV 0-8 (of 11 s, Marisa and Julián talk to camera in the studio and
//	         introduce the school) | clase-principiantes.mp4 8-19 (of 15 s, the beginners' class:
//	         couples in a circle practise the basic step while Julián counts out loud)
//	         | pies_closeup.mp4 19-26 (of 10 s, no sound, slow motion close-up of the dancers' feet
//	         doing ochos on the wooden floor) | exhibicion-viernes.mp4 26-40 (of 18 s, Marisa and
//	         Julián's exhibition at the Friday milonga, the guests applaud at the end)
//	         | bandoneon-tito.mp4 40-47 (of 10 s, Tito, the bandoneón player, plays live at the
//	         milonga, close-up of the bellows) | alumnos-riendo.mp4 47-54 (of 9 s, two students
//	         bump into each other in a turn and the whole class laughs) | PXL_20261205_231540.mp4
//	         54-64 (of 14 s, no sound, time-lapse of the Friday milonga floor filling up with
//	         couples under the string lights)
//	overlay  logo-elabrazo.png 0-64 (600x600, the school's logo), top-right at 0.15
//	overlay  foto-mundial-2019.jpg 30-35 (1080x1350, Marisa and Julián on stage at the 2019
//	         tango world championship), bottom-left at 0.3 (a picture over the exhibition)
//	text     "TANGO DESDE CERO" 0-4 centre (hook) | "Marisa & Julián, profes de El Abrazo" 4-8
//	         bottom (label) | "Your first class is free" 9-13 top | "Clases: martes y jueves 19 h /
//	         $12.000 por mes" 54-59 bottom (label, the prices and schedule) | "Friday milonga 22 h,
//	         see you there! @elabrazo.tango" 59-64 bottom (label, the call to action)
//	audio    tango-orquesta.mp3 0-64 (of 180 s, an instrumental tango by a full orchestra) at 0.4
//	         | aplausos.wav 38-41 (of 3 s, applause) at 0.8, on a second audio track
//	sticker  heart 28-32 top-left (on the exhibition) | music-note 40-44 top-left (on the
//	         bandoneón)
//	effect   sepia 19-26 (intensity 70, over the feet close-up)
//
// IMG_6102.MOV (8 s, Marisa and Julián lose the step, laugh and wave goodbye) and
// flyer-milonga.jpg (1080x1350, the flyer of the Friday milonga with the date and the DJ) are

// set 45
// "hostel" (64 s, a family-run hostel in Salta makes a video for booking sites and Instagram,
// added with the forty-fifth set; Doña Ester, the owner of Casa Ester Hostel, greets the guests,
// then the patio with the mountains, a shared dorm and a private room, breakfast with empanadas,
// the rooftop at sunset and the guided trip to the salt flats):
//
//	main     IMG_7781.MOV 0-8 (of 12 s, Doña Ester opens the front door, greets two backpackers
//	         and welcomes them to the hostel) | patio-cerros.mp4 8-17 (of 14 s, no sound, a slow
//	         pan across the patio with the hammocks and the mountains behind) | dormi-compartido.mp4
//	         17-25 (of 11 s, a walk through the shared dorm: bunk beds, lockers, a guest unpacking)
//	         | habitacion-privada.mp4 25-32 (of 10 s, no sound, the private room with a double bed
//	         and a window onto the patio) | desayuno-empanadas.mp4 32-42 (of 15 s, breakfast: Doña
//	         Ester brings a tray of empanadas and the guests laugh around the long table)
//	         | terraza_atardecer.mp4 42-50 (of 12 s, no sound, the rooftop at sunset, guests
//	         with drinks as the sky turns orange over the hills) | DJI_0452.MP4 50-64 (of 18 s,
//	         the guided trip to the salt flats: the drone flies low over the white Salinas Grandes
//	         and the hostel's van, the wind loud)
//	overlay  logo-casa-ester.png 0-64 (600x600, the hostel's logo), top-right at 0.15
//	overlay  foto-salinas.jpg 52-57 (1080x1350, the guests doing funny perspective photos on
//	         the salt), bottom-right at 0.3 (a picture over the drone shot)
//	text     "BIENVENIDOS A CASA ESTER" 0-4 centre (hook) | "Doña Ester, la dueña" 4-8 bottom
//	         (label) | "Shared dorm from USD 12 / night" 18-24 bottom (label, a price) | "Private
//	         room USD 35 / night" 26-31 bottom (label, a price) | "Desayuno casero incluido"
//	         33-38 top | "Book now on Booking or Hostelworld" 58-64 bottom (label, the call to
//	         action)
//	audio    zamba-guitarra.mp3 0-64 (of 180 s, a folk zamba on guitar and bombo) at 0.5
//	         | pajaros-patio.wav 8-13 (of 5 s, birds singing in the patio) at 0.6, on a second
//	         audio track
//	sticker  heart 34-38 top-left (on the empanadas) | sun 43-47 top-left (on the sunset)
//	effect   saturation 42-50 (amount 35, over the rooftop sunset)
//
// IMG_7790.MOV (9 s, Ramiro, Doña Ester's grandson, plays the charango in the patio) and
// mapa-ubicacion.png (1920x1080, a map showing the hostel two blocks from the main square) are
// imported but not on the timeline.

// set 46
// "vet" (66 s, a neighbourhood veterinary clinic in Córdoba, Argentina, makes a short video for
// Instagram and its website, added with the forty-sixth set; Dra. Caro Ferreyra, the vet, and
// Nico, her assistant, greet the camera, then the waiting room, the check-up of Toby the golden
// retriever, a kitten's vaccination, the grooming table, a drone shot of the clinic's corner and
// a goodbye at the door with the emergency phone):
//
//	main     IMG_3302.MOV 0-8 (of 11 s, Dra. Caro Ferreyra and Nico, her assistant, greet the
//	         camera at the front desk and introduce the clinic) | sala-de-espera.mp4 8-15 (of 12 s,
//	         no sound, the waiting room: a lady with a cat carrier, a boy with a puppy on his lap and
//	         the jar of dog treats on the counter) | control-toby.mp4 15-27 (of 16 s, the check-up of
//	         Toby, a golden retriever: Caro listens to his heart with the stethoscope and looks in his
//	         ears while he wags his tail) | vacuna-gatito.mp4 27-36 (of 12 s, a kitten's vaccination:
//	         Nico holds Mishi, a grey kitten, while Caro gives the shot; the kitten meows once)
//	         | PXL_20261128_101455.mp4 36-44 (of 10 s, no sound, the grooming table: Nico blow-dries
//	         and brushes a white poodle, in slow motion) | DJI_0219.MP4 44-52 (of 15 s, a drone shot
//	         of the clinic's street corner in barrio General Paz with the green sign over the door,
//	         traffic noise) | IMG_3340.MOV 52-66 (of 18 s, Caro at the door with Toby waves goodbye,
//	         reads out the emergency phone and invites people to come)
//	overlay  logo-patitas.png 0-66 (600x600, the clinic's logo, a paw in a green circle), top-left
//	         at 0.15
//	overlay  foto-toby-cachorro.jpg 19-24 (1080x1350, Toby as a puppy on his first visit),
//	         bottom-right at 0.3 (a picture over the check-up)
//	text     "VETERINARIA PATITAS" 0-4 centre (hook) | "Dra. Caro Ferreyra y Nico, su asistente" 4-8
//	         bottom (label) | "Consulta general $15.000" 17-23 bottom (label, a price) | "Vacunas
//	         desde $9.000" 29-34 bottom (label, a price) | "Lun a Sáb de 9 a 20 h" 45-50 bottom (label,
//	         the opening hours) | "Urgencias 24 h · 351 555 0199" 53-59 top (the emergency phone)
//	         | "Pedí tu turno: @patitas.vet" 60-66 bottom (label, the call to action)
//	audio    ukelele-feliz.mp3 0-66 (of 150 s, a cheerful ukulele and whistling tune) at 0.45
//	         | ladrido.wav 24-26 (of 2 s, a dog barking twice) at 0.8, on a second audio track
//	sticker  heart 30-34 top-right (on the kitten) | sparkles 39-43 top-right (on the clean poodle)
//	effect   brightness-contrast 8-15 (brightness 15, over the dim waiting room)
//
// IMG_3355.MOV (9 s, Toby shakes off the water after his bath and soaks Nico, a blooper) and
// lista-precios.png (1080x1350, the price list: consultation, vaccines, deworming and grooming)
// are imported but not on the timeline.

// set 47
// "choir" (72 s, a community choir in Montevideo edits the video of its end-of-year concert,
// added with the forty-seventh set; Graciela Pereira, the director of Coro Voces de la Aguada,
// welcomes the audience, then a rehearsal in the church hall, the warm-ups, Lucía the soprano
// soloist, the concert in the packed church, the children's choir as guests and the final bow;
// then the date of next year's auditions and an invitation to join):
//
//	main     IMG_3310.MOV 0-8 (of 11 s, Graciela, the director, welcomes the audience from the
//	         altar steps with a microphone) | ensayo-salon-parroquial.mp4 8-18 (of 14 s, a rehearsal
//	         in the church hall: the choir in a semicircle around the upright piano, Graciela stops
//	         them and everyone laughs) | calentamiento_voces.mp4 18-25 (of 10 s, the warm-ups: the
//	         singers stretch, massage each other's shoulders and hum scales) | solista-soprano.mp4
//	         25-37 (of 16 s, Lucía, the soprano soloist, sings the Ave María, close-up)
//	         | concierto-iglesia.mp4 37-52 (of 20 s, the whole choir sings in the packed church, the
//	         audience on the pews, wide shot) | coro-ninos.mp4 52-60 (of 10 s, the children's choir
//	         guest spot: twelve kids in red scarves sing a candombe song, one waves at the camera)
//	         | PXL_20261206_214503.mp4 60-72 (of 15 s, no sound, the final bow filmed from the
//	         balcony: the choir bows and the audience stands up)
//	overlay  logo-voces-aguada.png 0-72 (600x600, the choir's logo), top-right at 0.15
//	overlay  foto-fundacion-1998.jpg 44-49 (1080x1350, the choir's first photo in 1998, black and
//	         white, in front of the same church), bottom-left at 0.3 (a picture over the concert)
//	text     "CONCIERTO DE FIN DE AÑO" 0-4 centre (hook) | "Graciela Pereira, directora" 4-8 bottom
//	         (label) | "Ave María (Caccini) · Lucía Sosa, soprano" 26-31 bottom (label, the piece
//	         and the soloist) | "Gloria (Vivaldi)" 38-42 top (label, the piece) | "Invitados: Coro
//	         de Niños del Barrio Sur" 52-56 top (label) | "Audiciones: sábado 13 de marzo, 10 h"
//	         62-67 bottom (label, the date of the next auditions) | "Sing with us! No experience
//	         needed · @vocesdelaaguada" 67-72 bottom (label, the call to action)
//	audio    noche-de-paz-coro.mp3 0-72 (of 170 s, the choir's own studio recording of Silent
//	         Night) at 0.4 | aplausos-iglesia.wav 48-52 (of 4 s, the audience's applause in the
//	         church) at 0.8, on a second audio track
//	sticker  music-note 26-30 top-left (on the soloist) | heart 53-57 top-left (on the children)
//	effect   vignette 25-37 (intensity 40, over the soloist)
//
// IMG_3347.MOV (9 s, the basses sing happy birthday to the pianist backstage) and
// afiche-audiciones.jpg (1080x1350, the poster of the auditions with the date and the church's
// address) are imported but not on the timeline.

// Names the cases' selectors use.
const (
	assetInterview = "interview.mp4"
	assetCity      = "broll-city.mp4"
	assetKitchen   = "broll-kitchen.mp4"
	assetLogo      = "logo.png"
	assetMusic     = "music.mp3"
	assetGuest     = "guest-cam.mp4"
	assetBeach     = "beach.mp4"
	assetSong      = "song.mp3"
)

const sec = timeline.TicksPerSecond

func newVideoRegistry() *videotools.Registry {
	r := videotools.NewRegistry()
	planner.RegisterSkillTools(r)
	return r
}

// buildFixture returns a fresh editor holding the named fixture.
// addAsset adds an asset to the fixture being built: its name, kind,
// seconds (0 for a still), size and whether it has sound.
type addAsset = func(name string, kind timeline.AssetType, seconds float64, w, h int, sound bool)

// moreFixtures holds fixtures defined in their own files (one per set,
// registered from init), so that sets written in parallel never edit the
// same lines: each adds its assets with add and returns its calls.
var moreFixtures = map[string]func(add addAsset) []call{}

func buildFixture(ctx context.Context, r *videotools.Registry, name string) (*videotools.Editor, error) {
	p := timeline.New(timeline.DefaultSettings())
	asset := func(name string, kind timeline.AssetType, seconds float64, w, h int, sound bool) {
		a := timeline.Asset{ID: p.NewID("a"), Name: name, Type: kind, Path: "/media/" + name,
			Duration: timeline.FromSeconds(seconds), Width: w, Height: h, HasAudio: sound,
			HasVideo: kind != timeline.AssetAudio}
		if kind == timeline.AssetVideo {
			a.FPS = timeline.Rational{Num: 30, Den: 1}
		}
		p.Assets = append(p.Assets, a)
	}
	var calls []call
	switch name {
	case "workshop":
		asset(assetInterview, timeline.AssetVideo, 75, 1920, 1080, true)
		asset(assetCity, timeline.AssetVideo, 12, 1920, 1080, true)
		asset(assetKitchen, timeline.AssetVideo, 10, 1920, 1080, true)
		asset(assetLogo, timeline.AssetImage, 0, 600, 600, false)
		asset(assetMusic, timeline.AssetAudio, 120, 0, 0, true)
		asset(assetGuest, timeline.AssetVideo, 75, 1280, 720, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": assetInterview, "startTime": 0, "trackType": "main", "duration": 70}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": assetCity, "startTime": 70, "trackType": "main"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": assetKitchen, "startTime": 82, "trackType": "main"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": assetLogo, "startTime": 2, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:" + assetLogo, "scale": 0.25, "x": 785, "y": -365}},
			{Tool: "add_text", Input: obj{"text": "Welcome to the Workshop", "start": 0, "end": 4, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Ana Pérez · Head Baker", "start": 5, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "today we bake sourdough", "start": 12, "end": 15, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "first, the starter", "start": 15, "end": 18, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Thanks for watching!", "start": 87, "end": 92, "position": "center"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": assetMusic, "startTime": 0, "trackType": "audio", "duration": 92}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:" + assetMusic, "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 6, "end": 9, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 70, "end": 82}},
		}
	case "trip":
		asset(assetBeach, timeline.AssetVideo, 24, 1920, 1080, true)
		asset(assetSong, timeline.AssetAudio, 45, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": assetBeach, "startTime": 0, "trackType": "main"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": assetSong, "startTime": 0, "trackType": "audio", "duration": 24}},
			{Tool: "add_text", Input: obj{"text": "Summer 2024", "start": 0, "end": 3, "position": "top"}},
		}
	case "tour":
		asset("hall.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("garden.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("rooftop.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("voiceover.wav", timeline.AssetAudio, 30, 0, 0, true)
		asset("ambient.mp3", timeline.AssetAudio, 90, 0, 0, true)
		asset("drone.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "hall.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "garden.mp4", "startTime": 10, "trackType": "main"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rooftop.mp4", "startTime": 22, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voiceover.wav", "startTime": 0, "trackType": "audio"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ambient.mp3", "startTime": 0, "trackType": "audio", "duration": 36}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:ambient.mp3", "volume": 0.5}},
			{Tool: "add_text", Input: obj{"text": "Casa Azul", "start": 0, "end": 3, "position": "top", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Reservas: casaazul.com", "start": 31, "end": 36, "position": "bottom"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "location-pin", "start": 10, "end": 14, "position": "top-left"}},
		}
	case "wedding":
		asset("ceremony.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
		asset("vows.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
		asset("party.mp4", timeline.AssetVideo, 40, 1920, 1080, true)
		asset("monogram.png", timeline.AssetImage, 0, 500, 500, false)
		asset("firstdance.mp3", timeline.AssetAudio, 200, 0, 0, true)
		asset("drone-church.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ceremony.mp4", "startTime": 0, "trackType": "main", "duration": 20}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "vows.mp4", "startTime": 20, "trackType": "main", "duration": 20}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "party.mp4", "startTime": 40, "trackType": "main", "duration": 24}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "monogram.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:monogram.png", "scale": 0.2, "x": 800, "y": 380}},
			{Tool: "add_text", Input: obj{"text": "Laura & Diego", "start": 2, "end": 6, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "12 · 10 · 2025", "start": 6, "end": 10, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "firstdance.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:firstdance.mp3", "volume": 0.7}},
			{Tool: "apply_effect", Input: obj{"effectType": "grayscale", "start": 0, "end": 20}},
		}
	case "podcast":
		asset("host.mp4", timeline.AssetVideo, 40, 1920, 1080, true)
		asset("guest.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
		asset("outro.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
		asset("podcast-logo.png", timeline.AssetImage, 0, 500, 500, false)
		asset("jingle.mp3", timeline.AssetAudio, 8, 0, 0, true)
		asset("bed.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("bonus.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("sponsor.png", timeline.AssetImage, 0, 800, 400, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "host.mp4", "startTime": 0, "trackType": "main", "duration": 30}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "guest.mp4", "startTime": 30, "trackType": "main", "duration": 20}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "outro.mp4", "startTime": 50, "trackType": "main"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "podcast-logo.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:podcast-logo.png", "scale": 0.2, "x": -800, "y": -380}},
			{Tool: "add_text", Input: obj{"text": "Charlas de Sobremesa", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Episodio 12", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Invitada: Marta Ruiz", "start": 30, "end": 34, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "jingle.mp3", "startTime": 0, "trackType": "audio", "duration": 6}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:jingle.mp3", "volume": 0.9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "bed.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:bed.mp3", "volume": 0.3}},
			{Tool: "add_sticker", Input: obj{"stickerId": "subscribe", "start": 52, "end": 58, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sharpen", "start": 30, "end": 50}},
		}
	case "unboxing":
		asset("hello.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("unbox.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
		asset("handson.mp4", timeline.AssetVideo, 26, 1920, 1080, true)
		asset("watermark.png", timeline.AssetImage, 0, 600, 600, false)
		asset("closeup.mp4", timeline.AssetVideo, 10, 1920, 1080, false)
		asset("beat.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("whoosh.wav", timeline.AssetAudio, 1, 0, 0, true)
		asset("outtakes.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("specs.png", timeline.AssetImage, 0, 1080, 1080, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "hello.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "unbox.mp4", "startTime": 8, "trackType": "main", "duration": 22}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "handson.mp4", "startTime": 30, "trackType": "main", "duration": 20}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "watermark.png", "startTime": 0, "trackType": "overlay", "duration": 50}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:watermark.png", "scale": 0.15, "x": -820, "y": -400, "opacity": 0.6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "closeup.mp4", "startTime": 14, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:closeup.mp4", "scale": 0.3, "x": 640, "y": 350}},
			{Tool: "add_text", Input: obj{"text": "NIMBUS X", "start": 0, "end": 3, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "what's in the box?", "start": 9, "end": 12, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "$499 · 128 GB", "start": 24, "end": 28, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Link in bio", "start": 46, "end": 50, "position": "top"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "beat.mp3", "startTime": 0, "trackType": "audio", "duration": 50}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:beat.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "whoosh.wav", "startTime": 8, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "badge-new", "start": 0, "end": 3, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 40, "end": 44, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 0, "end": 8, "params": obj{"brightness": 20}}},
		}
	case "cooking":
		asset("chef-intro.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("chopping.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("frying.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
		asset("plating.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("channel-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("kitchen-music.mp3", timeline.AssetAudio, 140, 0, 0, true)
		asset("sizzle.wav", timeline.AssetAudio, 4, 0, 0, true)
		asset("tasting.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("recipe-card.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "chef-intro.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "chopping.mp4", "startTime": 8, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "frying.mp4", "startTime": 24, "trackType": "main", "duration": 20}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "plating.mp4", "startTime": 44, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "channel-logo.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:channel-logo.png", "scale": 0.18, "x": 800, "y": -400}},
			{Tool: "add_text", Input: obj{"text": "Tortilla Española", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "4 eggs · 3 potatoes · 1 onion", "start": 9, "end": 14, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Step 1: slice the potatoes", "start": 14, "end": 20, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Step 2: fry slowly", "start": 26, "end": 31, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Subscribe for more recipes!", "start": 55, "end": 60, "position": "top"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kitchen-music.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:kitchen-music.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sizzle.wav", "startTime": 24, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 50, "end": 54, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 44, "end": 60, "params": obj{"amount": 30}}},
		}
	case "match":
		asset("kickoff.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("goal.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("celebration.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
		asset("player-interview.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
		asset("crest.png", timeline.AssetImage, 0, 512, 512, false)
		asset("crowd.mp3", timeline.AssetAudio, 90, 0, 0, true)
		asset("anthem.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("tunnel.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kickoff.mp4", "startTime": 0, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "goal.mp4", "startTime": 12, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "celebration.mp4", "startTime": 30, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "player-interview.mp4", "startTime": 42, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "crest.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:crest.png", "scale": 0.18, "x": 800, "y": -380}},
			{Tool: "add_text", Input: obj{"text": "RIVERSIDE 2-1 NORTE", "start": 0, "end": 4, "position": "top", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "GOAL! Mateo Silva 23'", "start": 14, "end": 18, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Mateo Silva #9", "start": 42, "end": 46, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "crowd.mp3", "startTime": 0, "trackType": "audio", "duration": 42}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:crowd.mp3", "volume": 0.6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "anthem.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:anthem.mp3", "volume": 0.5}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 14, "end": 18, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 30, "end": 42, "params": obj{"amount": 40}}},
		}
	case "lesson":
		asset("teacher.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("slides.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
		asset("whiteboard.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
		asset("quiz.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("school-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("narration.wav", timeline.AssetAudio, 60, 0, 0, true)
		asset("lofi.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("homework.png", timeline.AssetImage, 0, 1920, 1080, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "teacher.mp4", "startTime": 0, "trackType": "main", "duration": 15}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "slides.mp4", "startTime": 15, "trackType": "main", "duration": 25}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "whiteboard.mp4", "startTime": 40, "trackType": "main", "duration": 20}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "quiz.mp4", "startTime": 60, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "school-logo.png", "startTime": 0, "trackType": "overlay", "duration": 70}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:school-logo.png", "scale": 0.15, "x": 800, "y": -400}},
			{Tool: "add_text", Input: obj{"text": "Lesson 3: Fractions", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Chapter 1 · What is a fraction?", "start": 15, "end": 19, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "a fraction is part of a whole", "start": 20, "end": 24, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "the top number is the numerator", "start": 24, "end": 28, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Quiz time!", "start": 60, "end": 63, "position": "center"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "narration.wav", "startTime": 0, "trackType": "audio"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "lofi.mp3", "startTime": 0, "trackType": "audio", "duration": 70}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:lofi.mp3", "volume": 0.2}},
			{Tool: "add_sticker", Input: obj{"stickerId": "question", "start": 60, "end": 64, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 40, "end": 60, "params": obj{"brightness": 15, "contrast": 10}}},
		}
	case "realestate":
		asset("front.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("kitchen.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
		asset("living-room.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("bedroom.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("pool.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("agency-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("piano.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("voiceover.wav", timeline.AssetAudio, 48, 0, 0, true)
		asset("drone.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
		asset("floorplan.png", timeline.AssetImage, 0, 1600, 1200, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "front.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kitchen.mp4", "startTime": 8, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "living-room.mp4", "startTime": 20, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "bedroom.mp4", "startTime": 34, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pool.mp4", "startTime": 44, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "agency-logo.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:agency-logo.png", "scale": 0.15, "x": -820, "y": 420}},
			{Tool: "add_text", Input: obj{"text": "JUST LISTED", "start": 0, "end": 3, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "$849,000", "start": 3, "end": 7, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "128 Maple Avenue, Oakridge", "start": 3, "end": 7, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Open-plan kitchen", "start": 9, "end": 13, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Living room with fireplace", "start": 21, "end": 25, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Heated pool & garden", "start": 45, "end": 49, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Open House · Saturday 11am", "start": 52, "end": 56, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Call Lucy Grant · 555-0142", "start": 56, "end": 60, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "piano.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:piano.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voiceover.wav", "startTime": 2, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "badge-new", "start": 0, "end": 3, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "location-pin", "start": 3, "end": 7, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "tint", "start": 20, "end": 34, "params": obj{"color": "#ff8000", "strength": 20}}},
		}
	case "news":
		asset("anchor.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("field-report.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
		asset("street-interview.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("weather.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("channel-bug.png", timeline.AssetImage, 0, 600, 600, false)
		asset("theme.mp3", timeline.AssetAudio, 120, 0, 0, true)
		asset("street-ambience.wav", timeline.AssetAudio, 25, 0, 0, true)
		asset("map.png", timeline.AssetImage, 0, 1920, 1080, false)
		asset("bridge-broll.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "anchor.mp4", "startTime": 0, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "field-report.mp4", "startTime": 12, "trackType": "main", "duration": 22}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "street-interview.mp4", "startTime": 34, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "weather.mp4", "startTime": 50, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "channel-bug.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:channel-bug.png", "scale": 0.15, "x": 820, "y": -400, "opacity": 0.8}},
			{Tool: "add_text", Input: obj{"text": "BREAKING: Bridge closed after storm", "start": 0, "end": 5, "position": "top", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "EN VIVO", "start": 12, "end": 34, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Lucía Gómez · Reporter", "start": 13, "end": 18, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Route 9 open · Schools open as usual · Next update 8 PM", "start": 18, "end": 34, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Vecino: Raúl Medina", "start": 35, "end": 39, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "22°C", "start": 52, "end": 60, "position": "center"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "theme.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:theme.mp3", "volume": 0.3}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "street-ambience.wav", "startTime": 12, "trackType": "audio", "duration": 22}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:street-ambience.wav", "volume": 0.6}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sun", "start": 52, "end": 58, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "grayscale", "start": 24, "end": 30}},
		}
	case "fitness":
		asset("warmup.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("squats.mp4", timeline.AssetVideo, 22, 1920, 1080, true)
		asset("pushups.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("plank.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("cooldown.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("gym-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("workout-beat.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("coach-vo.wav", timeline.AssetAudio, 70, 0, 0, true)
		asset("bonus-abs.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("nutrition.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "warmup.mp4", "startTime": 0, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "squats.mp4", "startTime": 12, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pushups.mp4", "startTime": 30, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "plank.mp4", "startTime": 48, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cooldown.mp4", "startTime": 60, "trackType": "main", "duration": 15}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "gym-logo.png", "startTime": 0, "trackType": "overlay", "duration": 75}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:gym-logo.png", "scale": 0.15, "x": -820, "y": -400}},
			{Tool: "add_text", Input: obj{"text": "FULL BODY HOME WORKOUT", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Squats · 3 x 12", "start": 13, "end": 18, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Push-ups · 3 x 10", "start": 31, "end": 36, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "REST 30s", "start": 44, "end": 48, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Plank · 45 s", "start": 49, "end": 54, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Subscribe for more workouts!", "start": 70, "end": 75, "position": "top"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "workout-beat.mp3", "startTime": 0, "trackType": "audio", "duration": 75}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:workout-beat.mp3", "volume": 0.6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "coach-vo.wav", "startTime": 0, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "lightning", "start": 12, "end": 16, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "tint", "start": 60, "end": 75, "params": obj{"color": "#3080ff", "strength": 20}}},
		}
	case "gaming":
		asset("lobby.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("firstfight.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("clutch_1v3.mp4", timeline.AssetVideo, 22, 1920, 1080, true)
		asset("boss_kill.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
		asset("fails.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("facecam.mp4", timeline.AssetVideo, 80, 1280, 720, false)
		asset("ttv_logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("synthwave_bg.mp3", timeline.AssetAudio, 200, 0, 0, true)
		asset("commentary.wav", timeline.AssetAudio, 66, 0, 0, true)
		asset("outro_raid.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("pog_emote.png", timeline.AssetImage, 0, 512, 512, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "lobby.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "firstfight.mp4", "startTime": 8, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "clutch_1v3.mp4", "startTime": 24, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "boss_kill.mp4", "startTime": 42, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "fails.mp4", "startTime": 60, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "facecam.mp4", "startTime": 0, "trackType": "overlay", "duration": 70}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:facecam.mp4", "scale": 0.25, "x": -700, "y": 360}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ttv_logo.png", "startTime": 0, "trackType": "overlay", "duration": 70}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:ttv_logo.png", "scale": 0.15, "x": 820, "y": -400}},
			{Tool: "add_text", Input: obj{"text": "BEST OF STREAM #47", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "xNova_TV", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "3 KILLS", "start": 16, "end": 19, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "1v3 CLUTCH", "start": 30, "end": 34, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "GG", "start": 58, "end": 61, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "FOLLOW for daily streams", "start": 64, "end": 70, "position": "bottom"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "synthwave_bg.mp3", "startTime": 0, "trackType": "audio", "duration": 70}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:synthwave_bg.mp3", "volume": 0.35}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "commentary.wav", "startTime": 0, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "crown", "start": 58, "end": 62, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 24, "end": 42, "params": obj{"amount": 40}}},
		}
	case "birthday":
		for _, photo := range []string{"bebe-ana-1996.jpg", "primeros-pasos.jpg", "cole-2002.jpg", "graduacion-2014.jpg",
			"viaje-playa.jpg", "ana-hoy.jpg", "abuelos-boda.jpg"} {
			asset(photo, timeline.AssetImage, 0, 1600, 1200, false)
		}
		asset("soplando-velas.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("abrazo-familia.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("globos.png", timeline.AssetImage, 0, 800, 800, false)
		asset("cancion-cumple.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("mensaje-abuela.m4a", timeline.AssetAudio, 12, 0, 0, true)
		asset("sorpresa-primos.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "bebe-ana-1996.jpg", "startTime": 0, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "primeros-pasos.jpg", "startTime": 6, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cole-2002.jpg", "startTime": 12, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "graduacion-2014.jpg", "startTime": 18, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "soplando-velas.mp4", "startTime": 24, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "viaje-playa.jpg", "startTime": 36, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "abrazo-familia.mp4", "startTime": 42, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ana-hoy.jpg", "startTime": 52, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "globos.png", "startTime": 52, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:globos.png", "scale": 0.3, "x": 700, "y": -330}},
			{Tool: "add_text", Input: obj{"text": "Happy 30th, Ana!", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "1996", "start": 1, "end": 6, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "2002", "start": 13, "end": 18, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "2014", "start": 19, "end": 24, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Te queremos", "start": 44, "end": 50, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Feliz cumple, Ana. Con amor, tu familia", "start": 55, "end": 60, "position": "bottom"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cancion-cumple.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:cancion-cumple.mp3", "volume": 0.7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "mensaje-abuela.m4a", "startTime": 40, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 24, "end": 28, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 44, "end": 50, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sepia", "start": 0, "end": 12, "params": obj{"intensity": 60}}},
		}
	case "concert":
		asset("llegada-al-bar.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("soundcheck.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("publico.mp4", timeline.AssetVideo, 22, 1920, 1080, true)
		asset("cantante-closeup.mp4", timeline.AssetVideo, 25, 1920, 1080, true)
		asset("solo-guitarra.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("backstage.jpg", timeline.AssetImage, 0, 1920, 1280, false)
		asset("encore.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
		asset("faroles-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("qr-entradas.png", timeline.AssetImage, 0, 800, 800, false)
		asset("luces-de-neon-live.mp3", timeline.AssetAudio, 200, 0, 0, true)
		asset("intro-cantante.wav", timeline.AssetAudio, 9, 0, 0, true)
		asset("ensayo.mp4", timeline.AssetVideo, 30, 1920, 1080, true)
		asset("afiche-gira.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "llegada-al-bar.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "soundcheck.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "publico.mp4", "startTime": 18, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cantante-closeup.mp4", "startTime": 30, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "solo-guitarra.mp4", "startTime": 44, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "backstage.jpg", "startTime": 56, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "encore.mp4", "startTime": 62, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "faroles-logo.png", "startTime": 0, "trackType": "overlay", "duration": 72}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:faroles-logo.png", "scale": 0.15, "x": -820, "y": -400}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "qr-entradas.png", "startTime": 66, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:qr-entradas.png", "scale": 0.2, "x": 720, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "LOS FAROLES EN VIVO", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Bar La Polilla · 14.03.2025", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Luces de Neón", "start": 30, "end": 34, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "y la ciudad se apaga", "start": 34, "end": 38, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "pero vos seguís brillando", "start": 38, "end": 42, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Próxima fecha: 2 de mayo · entradas en losfaroles.com", "start": 66, "end": 72, "position": "top"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "luces-de-neon-live.mp3", "startTime": 0, "trackType": "audio", "duration": 72}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:luces-de-neon-live.mp3", "volume": 0.8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "intro-cantante.wav", "startTime": 0, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 44, "end": 48, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 62, "end": 66, "position": "bottom-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "grayscale", "start": 56, "end": 62}},
		}
	case "shelter":
		asset("hola-sofia.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		for _, photo := range []string{"perreras.jpg", "rescate-antes.jpg", "rescate-despues.jpg"} {
			asset(photo, timeline.AssetImage, 0, 1600, 1200, false)
		}
		asset("luna.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
		asset("toby.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("rocco.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("michi-gato.mp4", timeline.AssetVideo, 11, 1920, 1080, true)
		asset("logo-patitas.png", timeline.AssetImage, 0, 600, 600, false)
		asset("qr-donar.png", timeline.AssetImage, 0, 800, 800, false)
		asset("piano-suave.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("voz-sofia.wav", timeline.AssetAudio, 60, 0, 0, true)
		asset("cachorros.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("flyer-adopcion.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "hola-sofia.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "perreras.jpg", "startTime": 10, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "luna.mp4", "startTime": 15, "trackType": "main", "duration": 11}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "toby.mp4", "startTime": 26, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rocco.mp4", "startTime": 36, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "michi-gato.mp4", "startTime": 46, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rescate-antes.jpg", "startTime": 54, "trackType": "main", "duration": 4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rescate-despues.jpg", "startTime": 58, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-patitas.png", "startTime": 0, "trackType": "overlay", "duration": 66}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-patitas.png", "scale": 0.15, "x": 820, "y": -400, "opacity": 0.9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "qr-donar.png", "startTime": 58, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:qr-donar.png", "scale": 0.2, "x": -780, "y": 380}},
			{Tool: "add_text", Input: obj{"text": "Refugio Patitas Felices", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Luna · 2 años", "start": 16, "end": 21, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Toby · 8 meses", "start": 27, "end": 32, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Rocco · 6 años", "start": 37, "end": 42, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Michi · 1 año", "start": 47, "end": 52, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "¡Adoptame! patitasfelices.org", "start": 58, "end": 63, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Doná: alias PATITAS.FELICES", "start": 62, "end": 66, "position": "top"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "piano-suave.mp3", "startTime": 0, "trackType": "audio", "duration": 66}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:piano-suave.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voz-sofia.wav", "startTime": 1, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 15, "end": 19, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 58, "end": 62, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "tint", "start": 54, "end": 66, "params": obj{"color": "#ffa040", "strength": 20}}},
		}
	case "carreview":
		asset("hola-martin.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("exterior-frente.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		asset("exterior-lateral.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("interior-asientos.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("tablero-closeup.mp4", timeline.AssetVideo, 8, 1920, 1080, true)
		asset("test-drive.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("libreta-service.jpg", timeline.AssetImage, 0, 1600, 1200, false)
		asset("cierre-martin.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
		asset("autosur-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("upbeat-drive.mp3", timeline.AssetAudio, 160, 0, 0, true)
		asset("voz-martin.wav", timeline.AssetAudio, 66, 0, 0, true)
		asset("baul.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
		asset("lateral-2.jpg", timeline.AssetImage, 0, 1600, 1200, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "hola-martin.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "exterior-frente.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "exterior-lateral.mp4", "startTime": 18, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "interior-asientos.mp4", "startTime": 26, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "tablero-closeup.mp4", "startTime": 36, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "test-drive.mp4", "startTime": 42, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "libreta-service.jpg", "startTime": 58, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cierre-martin.mp4", "startTime": 63, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "autosur-logo.png", "startTime": 0, "trackType": "overlay", "duration": 70}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:autosur-logo.png", "scale": 0.15, "x": 820, "y": -400}},
			{Tool: "add_text", Input: obj{"text": "2019 Toyota Corolla XEi", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "$18,900", "start": 8, "end": 13, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "62,000 km", "start": 18, "end": 23, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Financiación disponible", "start": 44, "end": 50, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Único dueño · service al día", "start": 58, "end": 63, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Call now: 555-0187", "start": 64, "end": 70, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "upbeat-drive.mp3", "startTime": 0, "trackType": "audio", "duration": 70}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:upbeat-drive.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voz-martin.wav", "startTime": 0, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 26, "end": 30, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "thumbs-up", "start": 63, "end": 67, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "tint", "start": 42, "end": 58, "params": obj{"color": "#ff9040", "strength": 20}}},
		}
	case "charityrun":
		asset("carmen-intro.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("start-line.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
		asset("course-runners.mp4", timeline.AssetVideo, 22, 1920, 1080, true)
		asset("water-station.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("kid-finish.mp4", timeline.AssetVideo, 15, 1920, 1080, true)
		for _, photo := range []string{"medallas.jpg", "big-cheque.jpg"} {
			asset(photo, timeline.AssetImage, 0, 1600, 1200, false)
		}
		asset("foodbank-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("route-map.png", timeline.AssetImage, 0, 1000, 1000, false)
		asset("upbeat-run.mp3", timeline.AssetAudio, 160, 0, 0, true)
		asset("carmen-vo.wav", timeline.AssetAudio, 32, 0, 0, true)
		asset("cheering.wav", timeline.AssetAudio, 8, 0, 0, true)
		asset("warmup-group.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("sponsor-banner.png", timeline.AssetImage, 0, 1500, 500, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "carmen-intro.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "start-line.mp4", "startTime": 10, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "course-runners.mp4", "startTime": 20, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "water-station.mp4", "startTime": 34, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kid-finish.mp4", "startTime": 42, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "medallas.jpg", "startTime": 52, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "big-cheque.jpg", "startTime": 58, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foodbank-logo.png", "startTime": 0, "trackType": "overlay", "duration": 70}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foodbank-logo.png", "scale": 0.15, "x": 820, "y": -400}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "route-map.png", "startTime": 20, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:route-map.png", "scale": 0.25, "x": -700, "y": 330}},
			{Tool: "add_text", Input: obj{"text": "MAPLE STREET CHARITY 5K", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Sunday 14 Sept 2025", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "312 runners!", "start": 11, "end": 15, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Thank you, volunteers!", "start": 35, "end": 39, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "$12,480 raised for Sunrise Food Bank", "start": 58, "end": 62, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Thanks to our sponsors: Bean & Co · FitZone Gym", "start": 62, "end": 66, "position": "bottom"}},
			{Tool: "add_text", Input: obj{"text": "See you next year! maplestreet5k.org", "start": 66, "end": 70, "position": "top"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "upbeat-run.mp3", "startTime": 0, "trackType": "audio", "duration": 70}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:upbeat-run.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "carmen-vo.wav", "startTime": 10, "trackType": "audio"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cheering.wav", "startTime": 42, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "crown", "start": 43, "end": 47, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 58, "end": 62, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 42, "end": 58, "params": obj{"amount": 40}}},
		}
	case "garden":
		asset("preparando-bancales.mp4", timeline.AssetVideo, 16, 1920, 1080, true)
		asset("sowing-seeds.mp4", timeline.AssetVideo, 14, 1920, 1080, true)
		asset("sobre-semillas.jpg", timeline.AssetImage, 0, 1600, 1200, false)
		asset("riego-manana.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
		asset("timelapse-plantines.mp4", timeline.AssetVideo, 15, 1920, 1080, false)
		asset("pulgones-kale.mp4", timeline.AssetVideo, 12, 1920, 1080, true)
		asset("harvest-day.mp4", timeline.AssetVideo, 20, 1920, 1080, true)
		asset("atardecer-huerta.mp4", timeline.AssetVideo, 10, 1920, 1080, true)
		asset("huerta-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("etiqueta-tomate.jpg", timeline.AssetImage, 0, 1200, 900, false)
		asset("guitarra-acustica.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("voz-ines.wav", timeline.AssetAudio, 60, 0, 0, true)
		asset("compost-tips.mp4", timeline.AssetVideo, 18, 1920, 1080, true)
		asset("huerta-plano.png", timeline.AssetImage, 0, 1600, 1200, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "preparando-bancales.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sowing-seeds.mp4", "startTime": 10, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sobre-semillas.jpg", "startTime": 18, "trackType": "main", "duration": 4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "riego-manana.mp4", "startTime": 22, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "timelapse-plantines.mp4", "startTime": 30, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pulgones-kale.mp4", "startTime": 42, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "harvest-day.mp4", "startTime": 50, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "atardecer-huerta.mp4", "startTime": 64, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "huerta-logo.png", "startTime": 0, "trackType": "overlay", "duration": 72}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:huerta-logo.png", "scale": 0.15, "x": 820, "y": -400}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "etiqueta-tomate.jpg", "startTime": 12, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:etiqueta-tomate.jpg", "scale": 0.25, "x": -700, "y": -330}},
			{Tool: "add_text", Input: obj{"text": "FROM SEED TO SALAD", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Tomate cherry · albahaca · kale", "start": 11, "end": 16, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Tip: water at sunrise", "start": 23, "end": 28, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Day 12", "start": 31, "end": 35, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Día 40: ¡pulgones!", "start": 43, "end": 47, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Day 75", "start": 51, "end": 55, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Subscribe for next season!", "start": 66, "end": 72, "position": "bottom"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "guitarra-acustica.mp3", "startTime": 0, "trackType": "audio", "duration": 72}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:guitarra-acustica.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voz-ines.wav", "startTime": 4, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sun", "start": 23, "end": 27, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "exclamation", "start": 44, "end": 48, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 64, "end": 72, "params": obj{"intensity": 40}}},
		}
	case "skatepark":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"warmup-bowl.mp4", 12}, {"dropin_tomi.mp4", 10}, {"kickflip_vale.mp4", 14}, {"grind_nico.mp4", 15},
			{"slam_nico.mp4", 9}, {"replay-slowmo.mp4", 12}, {"outro-atardecer.mp4", 14}, {"bails-extra.mp4", 16}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("crew-foto.jpg", timeline.AssetImage, 0, 1600, 1200, false)
		asset("concreto-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("crowd-reaction.mp4", timeline.AssetVideo, 10, 1920, 1080, false)
		asset("skate-punk.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("relato-tomi.m4a", timeline.AssetAudio, 30, 0, 0, true)
		asset("flyer-jam.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "warmup-bowl.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "dropin_tomi.mp4", "startTime": 8, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kickflip_vale.mp4", "startTime": 16, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "grind_nico.mp4", "startTime": 26, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "slam_nico.mp4", "startTime": 36, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "replay-slowmo.mp4", "startTime": 42, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "crew-foto.jpg", "startTime": 52, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "outro-atardecer.mp4", "startTime": 58, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "concreto-logo.png", "startTime": 0, "trackType": "overlay", "duration": 70}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:concreto-logo.png", "scale": 0.15, "x": 820, "y": -400}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "crowd-reaction.mp4", "startTime": 37, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:crowd-reaction.mp4", "scale": 0.3, "x": 640, "y": 350}},
			{Tool: "add_text", Input: obj{"text": "LA TABLA CREW · SESSION #3", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Tomi · drop-in", "start": 9, "end": 13, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Vale · kickflip", "start": 17, "end": 21, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Nico · 50-50 grind", "start": 27, "end": 31, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "OUCH", "start": 37, "end": 40, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Boards by Concreto Skateshop", "start": 58, "end": 63, "position": "bottom"}},
			{Tool: "add_text", Input: obj{"text": "Follow @latabla.crew", "start": 64, "end": 70, "position": "top"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "skate-punk.mp3", "startTime": 0, "trackType": "audio", "duration": 70}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:skate-punk.mp3", "volume": 0.6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "relato-tomi.m4a", "startTime": 14, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 17, "end": 21, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sad", "start": 37, "end": 41, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 42, "end": 52, "params": obj{"intensity": 60}}},
		}
	case "bakery":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"fachada.mp4", 10}, {"amasado.mp4", 16}, {"horno.mp4", 14}, {"medialunas.mp4", 12},
			{"clientes.mp4", 15}, {"cierre-rosa.mp4", 8}, {"receta-pan.mp4", 20}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("vitrina.jpg", timeline.AssetImage, 0, 1600, 1200, false)
		asset("espiga-logo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("mapa-local.png", timeline.AssetImage, 0, 1000, 1000, false)
		asset("tango-suave.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("voz-rosa.wav", timeline.AssetAudio, 44, 0, 0, true)
		asset("menu-precios.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "fachada.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "amasado.mp4", "startTime": 6, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "horno.mp4", "startTime": 18, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "medialunas.mp4", "startTime": 28, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "vitrina.jpg", "startTime": 38, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "clientes.mp4", "startTime": 44, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cierre-rosa.mp4", "startTime": 54, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "espiga-logo.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:espiga-logo.png", "scale": 0.15, "x": 820, "y": -400}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "mapa-local.png", "startTime": 50, "trackType": "overlay", "duration": 10}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:mapa-local.png", "scale": 0.25, "x": -700, "y": 330}},
			{Tool: "add_text", Input: obj{"text": "PANADERÍA LA ESPIGA", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Grand reopening · Monday 3/11", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Rosa · head baker", "start": 8, "end": 12, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Masa madre, 24 h de fermentación", "start": 19, "end": 24, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "2x1 en medialunas toda la semana", "start": 29, "end": 35, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Av. Corrientes 4120 · open 7 am", "start": 54, "end": 60, "position": "bottom"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "tango-suave.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:tango-suave.mp3", "volume": 0.6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voz-rosa.wav", "startTime": 6, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "badge-new", "start": 0, "end": 4, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 30, "end": 34, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 0, "end": 6, "params": obj{"brightness": 15}}},
		}
	case "sciencefair":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"entrada.mp4", 10}, {"volcan.mp4", 15}, {"robot-demo.mp4", 14}, {"plantas.mp4", 12},
			{"judge-interview.mp4", 16}, {"saludo-final.mp4", 8}, {"water-rocket.mp4", 18}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("podio.jpg", timeline.AssetImage, 0, 1600, 1200, false)
		asset("escudo-escuela.png", timeline.AssetImage, 0, 600, 600, false)
		asset("qr-signup.png", timeline.AssetImage, 0, 1000, 1000, false)
		asset("musica-feria.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("voz-laura.wav", timeline.AssetAudio, 42, 0, 0, true)
		asset("afiche-feria.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "entrada.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "volcan.mp4", "startTime": 6, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "robot-demo.mp4", "startTime": 18, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "podio.jpg", "startTime": 30, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "plantas.mp4", "startTime": 36, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "judge-interview.mp4", "startTime": 46, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "saludo-final.mp4", "startTime": 58, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "escudo-escuela.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:escudo-escuela.png", "scale": 0.15, "x": -820, "y": -400}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "qr-signup.png", "startTime": 56, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:qr-signup.png", "scale": 0.2, "x": 760, "y": 340}},
			{Tool: "add_text", Input: obj{"text": "FERIA DE CIENCIAS 2026", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Escuela N° 12 · Science Fair", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "El volcán de 3° B", "start": 8, "end": 13, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Robot seguidor de línea", "start": 19, "end": 25, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "1st place: Team Photosynthesis", "start": 31, "end": 36, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Dr. Marcos Ruiz · judge", "start": 47, "end": 52, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "¡Nos vemos el año que viene!", "start": 58, "end": 64, "position": "center"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "musica-feria.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:musica-feria.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voz-laura.wav", "startTime": 4, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 8, "end": 12, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "crown", "start": 30, "end": 34, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 36, "end": 46, "params": obj{"amount": 30}}},
		}
	case "cyclingrace":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"salida.mp4", 12}, {"peloton.mp4", 20}, {"climb-cam.mp4", 15}, {"sprint-final.mp4", 14},
			{"entrevista-ganadora.mp4", 18}, {"drone-costa.mp4", 22}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("mapa-ruta.png", timeline.AssetImage, 0, 1920, 1080, false)
		asset("podium.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		asset("logo-club.png", timeline.AssetImage, 0, 500, 500, false)
		asset("sponsor-bikeshop.png", timeline.AssetImage, 0, 1200, 300, false)
		asset("musica-ruta.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("voiceover-diego.wav", timeline.AssetAudio, 37, 0, 0, true)
		asset("perfil-altimetria.png", timeline.AssetImage, 0, 1200, 800, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "salida.mp4", "startTime": 0, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "peloton.mp4", "startTime": 7, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "climb-cam.mp4", "startTime": 19, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "mapa-ruta.png", "startTime": 29, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sprint-final.mp4", "startTime": 34, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "podium.jpg", "startTime": 44, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "entrevista-ganadora.mp4", "startTime": 50, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-club.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-club.png", "scale": 0.12, "x": -840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sponsor-bikeshop.png", "startTime": 34, "trackType": "overlay", "duration": 10}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:sponsor-bikeshop.png", "scale": 0.3, "x": 650, "y": 440}},
			{Tool: "add_text", Input: obj{"text": "GRAN FONDO PEDAL SUR 2026", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Club Pedal Sur · Race Day", "start": 4, "end": 7, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Km 42: la subida al faro", "start": 19, "end": 24, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Ruta: 86 km", "start": 29, "end": 34, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Final sprint!", "start": 35, "end": 39, "position": "center"}},
			{Tool: "add_text", Input: obj{"text": "Sofía Méndez · 1st place", "start": 51, "end": 56, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Gracias por pedalear con nosotros", "start": 56, "end": 60, "position": "center"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "musica-ruta.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:musica-ruta.mp3", "volume": 0.6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voiceover-diego.wav", "startTime": 7, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "lightning", "start": 34, "end": 38, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 44, "end": 49, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 19, "end": 29, "params": obj{"intensity": 40}}},
		}
	case "theatre":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"ensayo-general.mp4", 14}, {"backstage.mp4", 16}, {"escena-balcon.mp4", 20}, {"set-building.mp4", 12},
			{"entrevista-directora.mp4", 25}, {"aplausos.mp4", 10}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("vestuario.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		asset("poster-obra.png", timeline.AssetImage, 0, 1080, 1350, false)
		asset("logo-teatro.png", timeline.AssetImage, 0, 600, 600, false)
		asset("entradas-qr.png", timeline.AssetImage, 0, 800, 800, false)
		asset("piano-tema.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("voiceover-mateo.wav", timeline.AssetAudio, 35, 0, 0, true)
		asset("foto-elenco.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ensayo-general.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "backstage.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "vestuario.jpg", "startTime": 18, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "escena-balcon.mp4", "startTime": 23, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "set-building.mp4", "startTime": 35, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "poster-obra.png", "startTime": 43, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "entrevista-directora.mp4", "startTime": 48, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-teatro.png", "startTime": 0, "trackType": "overlay", "duration": 62}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-teatro.png", "scale": 0.12, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "entradas-qr.png", "startTime": 43, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:entradas-qr.png", "scale": 0.25, "x": -780, "y": 370}},
			{Tool: "add_text", Input: obj{"text": "TRAS EL TELÓN", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Teatro del Puerto · Rehearsal week", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Backstage", "start": 9, "end": 13, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Acto II: la escena del balcón", "start": 24, "end": 29, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Opening night · 15 de mayo", "start": 43, "end": 48, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Lucía Ferrer, directora", "start": 49, "end": 54, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "¡Nos vemos en la función!", "start": 58, "end": 62, "position": "center"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "piano-tema.mp3", "startTime": 0, "trackType": "audio", "duration": 62}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:piano-tema.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voiceover-mateo.wav", "startTime": 8, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 26, "end": 31, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 43, "end": 47, "position": "bottom-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 58, "end": 62, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sepia", "start": 18, "end": 23, "params": obj{"intensity": 60}}},
		}
	case "surfschool":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"amanecer-playa.mp4", 12}, {"warmup-arena.mp4", 15}, {"first-waves.mp4", 20}, {"entrevista-caro.mp4", 18},
			{"cierre-atardecer.mp4", 14}, {"drone-olas.mp4", 16}, {"gopro-pov.mp4", 10}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("clase-teoria.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		asset("tablas-rack.png", timeline.AssetImage, 0, 1080, 1350, false)
		asset("group-selfie.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		asset("logo-olasur.png", timeline.AssetImage, 0, 500, 500, false)
		asset("promo-qr.png", timeline.AssetImage, 0, 800, 800, false)
		asset("surf-rock.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("voiceover-nico.wav", timeline.AssetAudio, 25, 0, 0, true)
		asset("mapa-playa.png", timeline.AssetImage, 0, 1200, 800, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "amanecer-playa.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "warmup-arena.mp4", "startTime": 6, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "clase-teoria.jpg", "startTime": 14, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "first-waves.mp4", "startTime": 19, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "entrevista-caro.mp4", "startTime": 31, "trackType": "main", "duration": 13}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "tablas-rack.png", "startTime": 44, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "group-selfie.jpg", "startTime": 49, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cierre-atardecer.mp4", "startTime": 54, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-olasur.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-olasur.png", "scale": 0.12, "x": -840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "promo-qr.png", "startTime": 54, "trackType": "overlay", "duration": 10}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:promo-qr.png", "scale": 0.22, "x": 780, "y": 370}},
			{Tool: "add_text", Input: obj{"text": "OLA SUR SURF SCHOOL", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Clase de principiantes · Sábado 8 AM", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Paso 1: la remada", "start": 14, "end": 19, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "¡Primera ola!", "start": 22, "end": 26, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Caro Benítez · instructora", "start": 32, "end": 37, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Alquiler de tablas incluido", "start": 44, "end": 49, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Book your first lesson · olasur.com", "start": 56, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "surf-rock.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:surf-rock.mp3", "volume": 0.6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voiceover-nico.wav", "startTime": 6, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sun", "start": 0, "end": 5, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 22, "end": 26, "position": "bottom-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "thumbs-up", "start": 49, "end": 53, "position": "bottom-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 54, "end": 64, "params": obj{"amount": 40}}},
		}
	case "museum":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"fachada-museo.mp4", 10}, {"hall-entrada.mp4", 12}, {"sala-textiles.mp4", 16}, {"curator-interview.mp4", 20},
			{"kids-workshop.mp4", 12}, {"brindis-final.mp4", 14}, {"detalle-bordado.mp4", 12}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("telar-antiguo.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		asset("mapa-salas.png", timeline.AssetImage, 0, 1200, 800, false)
		asset("logo-museo.png", timeline.AssetImage, 0, 500, 500, false)
		asset("qr-agenda.png", timeline.AssetImage, 0, 800, 800, false)
		asset("cuerdas-ambient.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("voiceover-tomas.wav", timeline.AssetAudio, 23, 0, 0, true)
		asset("afiche-expo.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "fachada-museo.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "hall-entrada.mp4", "startTime": 6, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sala-textiles.mp4", "startTime": 14, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "telar-antiguo.jpg", "startTime": 24, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "curator-interview.mp4", "startTime": 29, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kids-workshop.mp4", "startTime": 43, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "mapa-salas.png", "startTime": 51, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "brindis-final.mp4", "startTime": 56, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-museo.png", "startTime": 0, "trackType": "overlay", "duration": 66}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-museo.png", "scale": 0.12, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "qr-agenda.png", "startTime": 56, "trackType": "overlay", "duration": 10}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:qr-agenda.png", "scale": 0.2, "x": -760, "y": 370}},
			{Tool: "add_text", Input: obj{"text": "RAÍCES · Textiles del Sur", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Opening night · Friday 7 PM", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Sala 2: hilos y tintes naturales", "start": 15, "end": 20, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Telar de 1890", "start": 24, "end": 29, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Valeria Ortiz, curadora", "start": 30, "end": 35, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Taller infantil gratuito · Sundays 11 AM", "start": 44, "end": 50, "position": "bottom"}},
			{Tool: "add_text", Input: obj{"text": "Entrada libre · museodelsur.org", "start": 58, "end": 66, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cuerdas-ambient.mp3", "startTime": 0, "trackType": "audio", "duration": 66}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:cuerdas-ambient.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voiceover-tomas.wav", "startTime": 6, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 24, "end": 28, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 43, "end": 47, "position": "bottom-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 56, "end": 60, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sepia", "start": 24, "end": 29, "params": obj{"intensity": 50}}},
		}
	case "vineyard":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"amanecer-vinedo.mp4", 12}, {"cosecha-manos.mp4", 16}, {"tractor-carga.mp4", 14}, {"entrevista-abuela.mp4", 20},
			{"pisada-uvas.mp4", 12}, {"cena-largamesa.mp4", 15}, {"drone-vinedo.mp4", 18}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("barrica-closeup.mp4", timeline.AssetVideo, 10, 1920, 1080, false)
		asset("cajas-uva.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		asset("logo-bodega.png", timeline.AssetImage, 0, 500, 500, false)
		asset("guitarra-folk.mp3", timeline.AssetAudio, 160, 0, 0, true)
		asset("voiceover-marta.wav", timeline.AssetAudio, 24, 0, 0, true)
		asset("etiqueta-malbec.png", timeline.AssetImage, 0, 1080, 1350, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "amanecer-vinedo.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cosecha-manos.mp4", "startTime": 6, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cajas-uva.jpg", "startTime": 18, "trackType": "main", "duration": 5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "tractor-carga.mp4", "startTime": 23, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "entrevista-abuela.mp4", "startTime": 31, "trackType": "main", "duration": 15}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pisada-uvas.mp4", "startTime": 46, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cena-largamesa.mp4", "startTime": 54, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-bodega.png", "startTime": 0, "trackType": "overlay", "duration": 68}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-bodega.png", "scale": 0.12, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "barrica-closeup.mp4", "startTime": 36, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:barrica-closeup.mp4", "scale": 0.3, "x": -640, "y": -360}},
			{Tool: "add_text", Input: obj{"text": "VENDIMIA 2026", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Bodega Los Olivos · Valle de Uco", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Doña Carmen, fundadora", "start": 32, "end": 37, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "¡A pisar la uva!", "start": 47, "end": 51, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Reservá tu visita · losolivos.wine", "start": 60, "end": 68, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "guitarra-folk.mp3", "startTime": 0, "trackType": "audio", "duration": 68}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:guitarra-folk.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voiceover-marta.wav", "startTime": 6, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sun", "start": 0, "end": 5, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 55, "end": 59, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 54, "end": 68, "params": obj{"intensity": 40}}},
		}
	case "dogschool":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"intro-entrenadora.mp4", 14}, {"sientate-sit.mp4", 16}, {"quieto_stay-02.mp4", 15}, {"recall-ven-aqui.mp4", 14},
			{"cierre-premios.mp4", 12}, {"bloopers-perrito.mp4", 20}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("clicker-closeup.mp4", timeline.AssetVideo, 8, 1920, 1080, false)
		asset("logo-patitas.png", timeline.AssetImage, 0, 500, 500, false)
		asset("musica-alegre_ukulele.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("voz-lucia.wav", timeline.AssetAudio, 22, 0, 0, true)
		asset("silbato.wav", timeline.AssetAudio, 2, 0, 0, true)
		asset("premios-snacks.jpg", timeline.AssetImage, 0, 1200, 800, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "intro-entrenadora.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sientate-sit.mp4", "startTime": 10, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "quieto_stay-02.mp4", "startTime": 24, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "recall-ven-aqui.mp4", "startTime": 38, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cierre-premios.mp4", "startTime": 52, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-patitas.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-patitas.png", "scale": 0.12, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "clicker-closeup.mp4", "startTime": 14, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:clicker-closeup.mp4", "scale": 0.3, "x": -640, "y": 360}},
			{Tool: "add_text", Input: obj{"text": "PUPPY 101 · 3 comandos básicos", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Lucía Ferrer, entrenadora", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Paso 1: Sentado", "start": 10, "end": 14, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Paso 2: Quieto", "start": 24, "end": 28, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Paso 3: Ven aquí", "start": 38, "end": 42, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Clases en patitasfelices.com", "start": 57, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "musica-alegre_ukulele.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:musica-alegre_ukulele.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voz-lucia.wav", "startTime": 10, "trackType": "audio"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "silbato.wav", "startTime": 39, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:silbato.wav", "volume": 0.7}},
			{Tool: "add_sticker", Input: obj{"stickerId": "check", "start": 20, "end": 23, "position": "bottom-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 53, "end": 57, "position": "bottom-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 24, "end": 38, "params": obj{"brightness": 15}}},
		}
	case "bookshop":
		for _, v := range []struct {
			name    string
			seconds float64
		}{{"fachada-libreria.mp4", 10}, {"entrevista-ines.mp4", 25}, {"estantes-lomos.mp4", 16}, {"gato-borges.mp4", 24},
			{"vidriera-noche.mp4", 14}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, true)
		}
		asset("paginas-closeup.mp4", timeline.AssetVideo, 10, 1920, 1080, false)
		asset("rincon-lectura.jpg", timeline.AssetImage, 0, 1600, 1067, false)
		asset("logo-libreria.png", timeline.AssetImage, 0, 500, 500, false)
		asset("piano-jazz.mp3", timeline.AssetAudio, 140, 0, 0, true)
		asset("lluvia-ventana.wav", timeline.AssetAudio, 30, 0, 0, true)
		asset("horario-2026.png", timeline.AssetImage, 0, 1080, 1080, false)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "fachada-libreria.mp4", "startTime": 0, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "entrevista-ines.mp4", "startTime": 6, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "estantes-lomos.mp4", "startTime": 24, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rincon-lectura.jpg", "startTime": 38, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "gato-borges.mp4", "startTime": 44, "trackType": "main", "duration": 22}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-libreria.png", "startTime": 0, "trackType": "overlay", "duration": 66}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-libreria.png", "scale": 0.12, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "paginas-closeup.mp4", "startTime": 12, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:paginas-closeup.mp4", "scale": 0.3, "x": -640, "y": 360}},
			{Tool: "add_text", Input: obj{"text": "Libros del Ayer", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Inés Calvo, librera desde 1998", "start": 7, "end": 12, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Todo a $1500 · 3x2 en clásicos", "start": 26, "end": 31, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Meet Borges, our shop cat", "start": 47, "end": 51, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Lun a Sáb 10-20 h · Arenales 1420", "start": 58, "end": 66, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "piano-jazz.mp3", "startTime": 0, "trackType": "audio", "duration": 66}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:piano-jazz.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "lluvia-ventana.wav", "startTime": 38, "trackType": "audio", "duration": 28}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:lluvia-ventana.wav", "volume": 0.6}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 26, "end": 30, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 45, "end": 49, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sepia", "start": 38, "end": 44, "params": obj{"intensity": 40}}},
		}
	case "kayak":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"putin-rio.mp4", 12, true}, {"rapidos-1.mp4", 18, true}, {"almuerzo-playa.mp4", 22, true}, {"DJI_0042.mp4", 15, false},
			{"atardecer-final.mp4", 16, true}, {"gopro-casco.mp4", 10, false}, {"rapidos-2-tomalarga.mp4", 25, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-dosremos.png", timeline.AssetImage, 0, 500, 500, false)
		asset("mapa-ruta.png", timeline.AssetImage, 0, 1600, 900, false)
		asset("foto-grupo.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("musica-aventura.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("voz-lucia-vo.wav", timeline.AssetAudio, 18, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "putin-rio.mp4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rapidos-1.mp4", "startTime": 8, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "almuerzo-playa.mp4", "startTime": 22, "trackType": "main", "duration": 18}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0042.mp4", "startTime": 40, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "atardecer-final.mp4", "startTime": 50, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-dosremos.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-dosremos.png", "scale": 0.12, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "mapa-ruta.png", "startTime": 8, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:mapa-ruta.png", "scale": 0.3, "x": -620, "y": 340}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "gopro-casco.mp4", "startTime": 14, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:gopro-casco.mp4", "scale": 0.3, "x": -620, "y": -340}},
			{Tool: "add_text", Input: obj{"text": "BAJANDO EL SELLA", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Arriondas - Llovio · 16 km", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Rápidos!!", "start": 9, "end": 13, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Lunch break en la playita", "start": 23, "end": 28, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Seguinos en @dosremos", "start": 58, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "musica-aventura.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:musica-aventura.mp3", "volume": 0.45}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voz-lucia-vo.wav", "startTime": 40, "trackType": "audio"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "lightning", "start": 9, "end": 12, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sun", "start": 51, "end": 55, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 40, "end": 50, "params": obj{"amount": 30}}},
		}
	case "pottery":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"hola-carmen.mp4", 12, true}, {"manos-torno.mp4", 20, true}, {"retorneado_02.mp4", 14, true}, {"esmaltado.mp4", 15, true},
			{"horno-apertura.mp4", 20, true}, {"alumna-primer-bowl.mp4", 10, false}, {"timelapse-secado.mp4", 20, false}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-barrosur.png", timeline.AssetImage, 0, 600, 600, false)
		asset("IMG_2231.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("lofi-guitarra.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("horno-ambiente.wav", timeline.AssetAudio, 12, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "hola-carmen.mp4", "startTime": 0, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "manos-torno.mp4", "startTime": 9, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "retorneado_02.mp4", "startTime": 25, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "esmaltado.mp4", "startTime": 37, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "horno-apertura.mp4", "startTime": 49, "trackType": "main", "duration": 17}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-barrosur.png", "startTime": 0, "trackType": "overlay", "duration": 66}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-barrosur.png", "scale": 0.12, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "alumna-primer-bowl.mp4", "startTime": 13, "trackType": "overlay", "duration": 8}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:alumna-primer-bowl.mp4", "scale": 0.3, "x": -620, "y": -340}},
			{Tool: "add_text", Input: obj{"text": "Tu primera taza en 8 clases", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Carmen Ibáñez · ceramista", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Trimming", "start": 26, "end": 30, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Esmalte azul cobalto", "start": 38, "end": 43, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Inscripciones abiertas · $38.000/mes", "start": 58, "end": 66, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "lofi-guitarra.mp3", "startTime": 0, "trackType": "audio", "duration": 66}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:lofi-guitarra.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "horno-ambiente.wav", "startTime": 49, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:horno-ambiente.wav", "volume": 0.6}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 44, "end": 47, "position": "bottom-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 52, "end": 56, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 0, "end": 9, "params": obj{"intensity": 40}}},
		}
	case "foodtruck":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"saludo-rosa.mp4", 14, true}, {"plancha-tacos.mp4", 20, true}, {"menu-pizarra.mp4", 10, false}, {"fila-noche_02.mp4", 18, true},
			{"rosa-donde-estamos.mp4", 20, true}, {"manos-beto-closeup.mp4", 8, false}, {"cliente-mordida.mp4", 12, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-elguero.png", timeline.AssetImage, 0, 600, 600, false)
		asset("mapa-ubicacion.png", timeline.AssetImage, 0, 1600, 900, false)
		asset("cumbia-loop.mp3", timeline.AssetAudio, 120, 0, 0, true)
		asset("ruido-calle.wav", timeline.AssetAudio, 20, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "saludo-rosa.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "plancha-tacos.mp4", "startTime": 10, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "menu-pizarra.mp4", "startTime": 24, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "fila-noche_02.mp4", "startTime": 32, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rosa-donde-estamos.mp4", "startTime": 48, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-elguero.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-elguero.png", "scale": 0.15, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "manos-beto-closeup.mp4", "startTime": 14, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:manos-beto-closeup.mp4", "scale": 0.3, "x": -620, "y": 340}},
			{Tool: "add_text", Input: obj{"text": "TACOS EL GÜERO", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Rosa, dueña · Beto, cocinero", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Al pastor $35 · 3 x $90", "start": 24, "end": 30, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Best tacos after midnight", "start": 33, "end": 38, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Calle 8 y Av. Juárez · Mar a Dom 19-02 h", "start": 56, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cumbia-loop.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:cumbia-loop.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ruido-calle.wav", "startTime": 32, "trackType": "audio", "duration": 16}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:ruido-calle.wav", "volume": 0.7}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 10, "end": 14, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 24, "end": 28, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 32, "end": 48}},
		}
	case "salon":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"intro-carla.mp4", 14, true}, {"lavado.mp4", 12, true}, {"corte-tijera_02.mp4", 25, false}, {"brushing-secado.mp4", 15, true},
			{"resultado-final.mp4", 20, true}, {"tijeras-closeup.mp4", 8, false}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-lunares.png", timeline.AssetImage, 0, 600, 600, false)
		asset("ANTES-clienta.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("despues-selfie.jpg", timeline.AssetImage, 0, 1080, 1920, false)
		asset("musica-lofi.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("secador-sfx.wav", timeline.AssetAudio, 6, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "intro-carla.mp4", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "lavado.mp4", "startTime": 10, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "corte-tijera_02.mp4", "startTime": 20, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "brushing-secado.mp4", "startTime": 36, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "resultado-final.mp4", "startTime": 48, "trackType": "main", "duration": 16}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-lunares.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-lunares.png", "scale": 0.15, "x": -820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ANTES-clienta.jpg", "startTime": 48, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:ANTES-clienta.jpg", "scale": 0.3, "x": 700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "DE LARGO A BOB EN 1 HORA", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Carla · estilista", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Lavado + masaje", "start": 11, "end": 15, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "ANTES / DESPUÉS", "start": 48, "end": 52, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Reservá tu turno: link en bio", "start": 58, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "musica-lofi.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:musica-lofi.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "secador-sfx.wav", "startTime": 36, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:secador-sfx.wav", "volume": 0.7}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 50, "end": 54, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 58, "end": 62, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sharpen", "start": 48, "end": 64, "params": obj{"amount": 40}}},
		}
	case "bikeshop":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_4471.MOV", 12, true}, {"sacando-rueda.mp4", 14, true}, {"buscando-pinchazo.mp4", 16, true}, {"patch_closeup.mp4", 12, false},
			{"inflador.mp4", 10, true}, {"DJI_0042.MP4", 20, true}, {"IMG_4502.MOV", 8, false}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-lacadena.png", timeline.AssetImage, 0, 600, 600, false)
		asset("clavo-culpable.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("frente-taller.jpg", timeline.AssetImage, 0, 1920, 1080, false)
		asset("acoustic-groove.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("timbre-bici.wav", timeline.AssetAudio, 2, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_4471.MOV", "startTime": 0, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sacando-rueda.mp4", "startTime": 9, "trackType": "main", "duration": 11}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "buscando-pinchazo.mp4", "startTime": 20, "trackType": "main", "duration": 13}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "patch_closeup.mp4", "startTime": 33, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "inflador.mp4", "startTime": 43, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0042.MP4", "startTime": 51, "trackType": "main", "duration": 13}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-lacadena.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-lacadena.png", "scale": 0.14, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "clavo-culpable.jpg", "startTime": 24, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:clavo-culpable.jpg", "scale": 0.3, "x": 700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "CÓMO ARREGLAR UN PINCHAZO", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Gus · mecánico", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Find the leak", "start": 21, "end": 25, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Parche $1.500 · Cámara nueva $6.000", "start": 34, "end": 40, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Visitanos: Av. Belgrano 1420 · Lun a Sáb 9-19", "start": 56, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "acoustic-groove.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:acoustic-groove.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "timbre-bici.wav", "startTime": 51, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:timbre-bici.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "check", "start": 48, "end": 51, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "location-pin", "start": 56, "end": 60, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 20, "end": 33, "params": obj{"brightness": 15}}},
		}
	case "market":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"DJI_0117.MP4", 12, false}, {"queso-ernesto.mp4", 16, true}, {"IMG_4417.MOV", 14, true}, {"puesto-flores.mp4", 15, true},
			{"street-musician_take2.mp4", 18, true}, {"kids-corner.mp4", 14, true}, {"honey-bees.mp4", 10, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-mercado.png", timeline.AssetImage, 0, 600, 600, false)
		asset("mapa-plaza.png", timeline.AssetImage, 0, 1600, 900, false)
		asset("foto-puesteros.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("folk-acustico.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("campana.wav", timeline.AssetAudio, 3, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0117.MP4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "queso-ernesto.mp4", "startTime": 8, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_4417.MOV", "startTime": 20, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "puesto-flores.mp4", "startTime": 30, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "street-musician_take2.mp4", "startTime": 42, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kids-corner.mp4", "startTime": 52, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-mercado.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-mercado.png", "scale": 0.15, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "mapa-plaza.png", "startTime": 58, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:mapa-plaza.png", "scale": 0.3, "x": -620, "y": 340}},
			{Tool: "add_text", Input: obj{"text": "MERCADO DE LA PLAZA", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Ernesto · quesos de cabra", "start": 9, "end": 14, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Marisol · Flores del Sur", "start": 31, "end": 36, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Every Saturday · 8am to 2pm", "start": 53, "end": 58, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Plaza San Martín · Av. Belgrano 300", "start": 58, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "folk-acustico.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:folk-acustico.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "campana.wav", "startTime": 1, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:campana.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 36, "end": 40, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "music-note", "start": 43, "end": 47, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 20, "end": 30, "params": obj{"amount": 30}}},
		}
	case "beachcleanup":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_2231.MOV", 12, true}, {"DJI_0388.MP4", 14, false}, {"voluntarios-recogiendo.mp4", 18, true}, {"kid_weird_find.mp4", 12, true},
			{"conteo-bolsas.mp4", 15, true}, {"cierre-vero.mp4", 16, true}, {"IMG_2260.MOV", 10, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-verdemar.png", timeline.AssetImage, 0, 600, 600, false)
		asset("cabeza-muneca.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("mapa-punto-encuentro.png", timeline.AssetImage, 0, 1600, 900, false)
		asset("good-vibes_ukulele.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("gaviotas.wav", timeline.AssetAudio, 4, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_2231.MOV", "startTime": 0, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0388.MP4", "startTime": 9, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "voluntarios-recogiendo.mp4", "startTime": 17, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "kid_weird_find.mp4", "startTime": 31, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "conteo-bolsas.mp4", "startTime": 40, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cierre-vero.mp4", "startTime": 52, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-verdemar.png", "startTime": 40, "trackType": "overlay", "duration": 24}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-verdemar.png", "scale": 0.15, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cabeza-muneca.jpg", "startTime": 33, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:cabeza-muneca.jpg", "scale": 0.3, "x": 700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "BEACH CLEAN-UP DAY", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Vero · organizadora", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "What did Tomi find?", "start": 31, "end": 35, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "47 bolsas · 312 kg", "start": 42, "end": 48, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Próxima: dom 14/12 · 9 h · anotate en playalimpia.org", "start": 56, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "good-vibes_ukulele.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:good-vibes_ukulele.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "gaviotas.wav", "startTime": 9, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:gaviotas.wav", "volume": 0.7}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 34, "end": 38, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "thumbs-up", "start": 52, "end": 56, "position": "bottom-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 9, "end": 17, "params": obj{"contrast": 20}}},
		}
	case "icecream":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_5120.MOV", 14, true}, {"haciendo-helado.mp4", 16, true}, {"cucurucho_closeup.mp4", 10, false},
			{"degustacion-clientes.mp4", 18, true}, {"nene-enchastrado.mp4", 12, true}, {"DJI_0311.MP4", 14, true},
			{"IMG_5203.MOV", 9, false}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-polosur.png", timeline.AssetImage, 0, 600, 600, false)
		asset("pote-pistacho.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("sabores-pizarra.jpg", timeline.AssetImage, 0, 1920, 1080, false)
		asset("jingle-polosur.mp3", timeline.AssetAudio, 90, 0, 0, true)
		asset("door-chime.wav", timeline.AssetAudio, 3, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_5120.MOV", "startTime": 0, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "haciendo-helado.mp4", "startTime": 10, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cucurucho_closeup.mp4", "startTime": 22, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "degustacion-clientes.mp4", "startTime": 30, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "nene-enchastrado.mp4", "startTime": 44, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0311.MP4", "startTime": 52, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-polosur.png", "startTime": 0, "trackType": "overlay", "duration": 62}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-polosur.png", "scale": 0.15, "x": -820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pote-pistacho.jpg", "startTime": 24, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:pote-pistacho.jpg", "scale": 0.3, "x": 700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "NUEVO SABOR: PISTACHO Y FRAMBUESA", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Vero · maestra heladera", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Cono $2.800 · 1/4 kg $4.500", "start": 23, "end": 29, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "2 for 1 this weekend!", "start": 52, "end": 56, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Abierto todos los días · 14 a 24 h", "start": 56, "end": 62, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "jingle-polosur.mp3", "startTime": 0, "trackType": "audio", "duration": 62}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:jingle-polosur.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "door-chime.wav", "startTime": 52, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:door-chime.wav", "volume": 0.7}},
			{Tool: "add_sticker", Input: obj{"stickerId": "badge-new", "start": 22, "end": 26, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "smile", "start": 44, "end": 48, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 10, "end": 22, "params": obj{"brightness": 20}}},
		}
	case "bikerepair":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_7734.MOV", 11, true}, {"desmontando_rueda.mp4", 13, true}, {"pinchazo-agua.mp4", 14, true},
			{"PXL_20261130_153012.mp4", 10, false}, {"inflando.mp4", 10, true}, {"taller-recorrida.mp4", 12, true},
			{"DJI_0519.MP4", 9, false}, {"IMG_7752.MOV", 8, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-elrayo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("espina.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("precios-pizarra.jpg", timeline.AssetImage, 0, 1920, 1080, false)
		asset("lofi-garage.mp3", timeline.AssetAudio, 140, 0, 0, true)
		asset("aire-valvula.wav", timeline.AssetAudio, 2, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_7734.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "desmontando_rueda.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pinchazo-agua.mp4", "startTime": 18, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "PXL_20261130_153012.mp4", "startTime": 28, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "inflando.mp4", "startTime": 37, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "taller-recorrida.mp4", "startTime": 45, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0519.MP4", "startTime": 53, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-elrayo.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-elrayo.png", "scale": 0.15, "x": -820, "y": 420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "espina.jpg", "startTime": 22, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:espina.jpg", "scale": 0.28, "x": 700, "y": -300}},
			{Tool: "add_text", Input: obj{"text": "FLAT TYRE? FIX IT IN 5 STEPS", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Nico · mecánico de El Rayo", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Paso 1: sacá la rueda", "start": 9, "end": 13, "position": "bottom", "style": "subtitle"}},
			{Tool: "add_text", Input: obj{"text": "Step 3: patch it", "start": 29, "end": 33, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Service completo $25.000 · Parche $2.000", "start": 45, "end": 50, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Reservá tu turno: WhatsApp 11 5555-0192", "start": 53, "end": 60, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "lofi-garage.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:lofi-garage.mp3", "volume": 0.35}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "aire-valvula.wav", "startTime": 41, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:aire-valvula.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "circle-highlight", "start": 19, "end": 23, "position": "center"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "thumbs-up", "start": 55, "end": 59, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sharpen", "start": 28, "end": 37, "params": obj{"amount": 40}}},
		}
	case "vendimia":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"DJI_0542.MP4", 12, false}, {"IMG_7781.MOV", 16, true}, {"hector-habla.mp4", 18, true},
			{"moledora_slowmo.mp4", 10, false}, {"degustacion-bodega.mp4", 14, true}, {"almuerzo_familia.mp4", 12, true},
			{"invitacion-cami.mp4", 10, true}, {"IMG_7802.MOV", 9, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-losaromos.png", timeline.AssetImage, 0, 600, 600, false)
		asset("foto-abuelo-1978.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("etiqueta-malbec.png", timeline.AssetImage, 0, 1200, 1600, false)
		asset("guitarra-folklore.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("chinchin.wav", timeline.AssetAudio, 2, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0542.MP4", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_7781.MOV", "startTime": 8, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "hector-habla.mp4", "startTime": 20, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "moledora_slowmo.mp4", "startTime": 32, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "degustacion-bodega.mp4", "startTime": 40, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "almuerzo_familia.mp4", "startTime": 50, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "invitacion-cami.mp4", "startTime": 58, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-losaromos.png", "startTime": 0, "trackType": "overlay", "duration": 66}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-losaromos.png", "scale": 0.15, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-abuelo-1978.jpg", "startTime": 24, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-abuelo-1978.jpg", "scale": 0.3, "x": -700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "VENDIMIA 2026", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Héctor Lucero · viñatero", "start": 21, "end": 26, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "From vine to glass", "start": 33, "end": 37, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Degustación + almuerzo $35.000 por persona", "start": 42, "end": 48, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Visit us · Finca Los Aromos, Maipú · 261 555 0142", "start": 59, "end": 66, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "guitarra-folklore.mp3", "startTime": 0, "trackType": "audio", "duration": 66}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:guitarra-folklore.mp3", "volume": 0.45}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "chinchin.wav", "startTime": 45, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:chinchin.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 40, "end": 44, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "location-pin", "start": 59, "end": 63, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 0, "end": 8, "params": obj{"amount": 30}}},
		}
	case "tattoo":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_3318.MOV", 12, true}, {"stencil-antebrazo.mp4", 12, true}, {"PXL_20261202_181544.mp4", 14, false},
			{"sombreado_timelapse.mp4", 20, false}, {"martina-mostrando.mp4", 15, true}, {"IMG_3342.MOV", 16, true},
			{"IMG_3360.MOV", 8, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-tintasur.png", timeline.AssetImage, 0, 600, 600, false)
		asset("boceto-golondrina.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("flash-sheet.jpg", timeline.AssetImage, 0, 1920, 1080, false)
		asset("beat-lofi-trap.mp3", timeline.AssetAudio, 160, 0, 0, true)
		asset("maquina-zumbido.wav", timeline.AssetAudio, 4, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_3318.MOV", "startTime": 0, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "stencil-antebrazo.mp4", "startTime": 9, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "PXL_20261202_181544.mp4", "startTime": 18, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sombreado_timelapse.mp4", "startTime": 28, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "martina-mostrando.mp4", "startTime": 38, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_3342.MOV", "startTime": 50, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-tintasur.png", "startTime": 0, "trackType": "overlay", "duration": 62}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-tintasur.png", "scale": 0.15, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "boceto-golondrina.jpg", "startTime": 10, "trackType": "overlay", "duration": 6}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:boceto-golondrina.jpg", "scale": 0.3, "x": -700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "TU PRÓXIMO TATUAJE EMPIEZA ACÁ", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Luli, tattoo artist", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "100% custom designs", "start": 19, "end": 24, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Mini desde $45.000 / Mediano desde $90.000", "start": 51, "end": 56, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Book now: DM @tintasur.tattoo", "start": 56, "end": 62, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "beat-lofi-trap.mp3", "startTime": 0, "trackType": "audio", "duration": 62}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:beat-lofi-trap.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "maquina-zumbido.wav", "startTime": 18, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:maquina-zumbido.wav", "volume": 0.6}},
			{Tool: "add_sticker", Input: obj{"stickerId": "fire", "start": 40, "end": 44, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 56, "end": 60, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 18, "end": 28, "params": obj{"intensity": 60}}},
		}
	case "mudanza":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_3301.MOV", 11, true}, {"cajas_embalando.mp4", 14, true}, {"DJI_0627.MP4", 10, false},
			{"sillon-escalera.mp4", 15, true}, {"michi_explorando.mp4", 12, true}, {"pintando-pared.mp4", 13, false},
			{"IMG_3388.MOV", 14, true}, {"IMG_3342.MOV", 9, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-tomiyana.png", timeline.AssetImage, 0, 600, 600, false)
		asset("plano-depto.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("llaves-nuevas.jpg", timeline.AssetImage, 0, 1080, 1080, false)
		asset("indie-mudanza.mp3", timeline.AssetAudio, 160, 0, 0, true)
		asset("cinta-embalar.wav", timeline.AssetAudio, 2, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_3301.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cajas_embalando.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0627.MP4", "startTime": 18, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sillon-escalera.mp4", "startTime": 25, "trackType": "main", "duration": 11}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "michi_explorando.mp4", "startTime": 36, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pintando-pared.mp4", "startTime": 44, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_3388.MOV", "startTime": 53, "trackType": "main", "duration": 11}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-tomiyana.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-tomiyana.png", "scale": 0.15, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "plano-depto.jpg", "startTime": 38, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:plano-depto.jpg", "scale": 0.3, "x": -700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "NOS MUDAMOS!", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Tomi & Ana", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Flete $85.000 / Pintura $32.000", "start": 19, "end": 24, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Fede, best friend ever", "start": 26, "end": 30, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Day 1 in our first home", "start": 54, "end": 58, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Suscribite para la parte 2", "start": 59, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "indie-mudanza.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:indie-mudanza.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "cinta-embalar.wav", "startTime": 9, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:cinta-embalar.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "exclamation", "start": 31, "end": 34, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 55, "end": 59, "position": "bottom-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 53, "end": 64, "params": obj{"brightness": 20}}},
		}
	case "boulder":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_4410.MOV", 12, true}, {"armando-ruta_timelapse.mp4", 20, false}, {"nena-topea.mp4", 14, true},
			{"caida-colchoneta.mp4", 8, true}, {"magnesio_closeup.mp4", 9, false}, {"final-compe.mp4", 18, true},
			{"IMG_4466.MOV", 12, true}, {"IMG_4481.MOV", 9, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-blocguemes.png", timeline.AssetImage, 0, 600, 600, false)
		asset("foto-podio.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("grilla-horarios.png", timeline.AssetImage, 0, 1920, 1080, false)
		asset("rock-indie-energy.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("campana.wav", timeline.AssetAudio, 2, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_4410.MOV", "startTime": 0, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "armando-ruta_timelapse.mp4", "startTime": 9, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "nena-topea.mp4", "startTime": 17, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "caida-colchoneta.mp4", "startTime": 27, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "magnesio_closeup.mp4", "startTime": 33, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "final-compe.mp4", "startTime": 40, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_4466.MOV", "startTime": 54, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-blocguemes.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-blocguemes.png", "scale": 0.15, "x": 840, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-podio.jpg", "startTime": 48, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-podio.jpg", "scale": 0.3, "x": -700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "ESCALÁ CON NOSOTROS", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Vero, dueña de Bloc Güemes", "start": 4, "end": 9, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Juli, 9 years old: first top!", "start": 18, "end": 23, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Lucas' first comp", "start": 41, "end": 46, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Pase libre mensual $38.000 / Clase de prueba gratis", "start": 55, "end": 60, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Book your first class: @blocguemes", "start": 60, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "rock-indie-energy.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:rock-indie-energy.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "campana.wav", "startTime": 23, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:campana.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "star", "start": 19, "end": 23, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "crown", "start": 47, "end": 51, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "grayscale", "start": 33, "end": 40, "params": obj{"intensity": 100}}},
		}
	case "vivero":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_4410.MOV", 11, true}, {"trasplante-echeveria.mp4", 14, true}, {"DJI_0788.MP4", 10, false},
			{"recorrida-invernadero.mp4", 15, true}, {"riego_slowmo.mp4", 9, false}, {"armando-pedido.mp4", 13, true},
			{"unboxing-clienta.mp4", 14, true}, {"IMG_4432.MOV", 8, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-vivero-raiz.png", timeline.AssetImage, 0, 600, 600, false)
		asset("foto-monstera.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("catalogo-precios.jpg", timeline.AssetImage, 0, 1920, 1080, false)
		asset("guitarra-acustica.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("gota-agua.wav", timeline.AssetAudio, 2, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_4410.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "trasplante-echeveria.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0788.MP4", "startTime": 18, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "recorrida-invernadero.mp4", "startTime": 25, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "riego_slowmo.mp4", "startTime": 35, "trackType": "main", "duration": 6}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "armando-pedido.mp4", "startTime": 41, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "unboxing-clienta.mp4", "startTime": 50, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-vivero-raiz.png", "startTime": 0, "trackType": "overlay", "duration": 60}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-vivero-raiz.png", "scale": 0.15, "x": -820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-monstera.jpg", "startTime": 28, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-monstera.jpg", "scale": 0.3, "x": 700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "SUCULENTAS A DOMICILIO", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Marta & Leo, Vivero Raíz", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Echeveria $3.500 / Monstera $18.000", "start": 26, "end": 32, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Water once a week, no more!", "start": 36, "end": 40, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "10% OFF con el código RAIZ10", "start": 51, "end": 55, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Order online, link in bio", "start": 55, "end": 60, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "guitarra-acustica.mp3", "startTime": 0, "trackType": "audio", "duration": 60}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:guitarra-acustica.mp3", "volume": 0.45}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "gota-agua.wav", "startTime": 35, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:gota-agua.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 14, "end": 18, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 52, "end": 56, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 25, "end": 35, "params": obj{"amount": 30}}},
		}
	case "tango":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_6021.MOV", 11, true}, {"clase-principiantes.mp4", 15, true}, {"pies_closeup.mp4", 10, false},
			{"exhibicion-viernes.mp4", 18, true}, {"bandoneon-tito.mp4", 10, true}, {"alumnos-riendo.mp4", 9, true},
			{"PXL_20261205_231540.mp4", 14, false}, {"IMG_6102.MOV", 8, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-elabrazo.png", timeline.AssetImage, 0, 600, 600, false)
		asset("foto-mundial-2019.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("flyer-milonga.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("tango-orquesta.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("aplausos.wav", timeline.AssetAudio, 3, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_6021.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "clase-principiantes.mp4", "startTime": 8, "trackType": "main", "duration": 11}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pies_closeup.mp4", "startTime": 19, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "exhibicion-viernes.mp4", "startTime": 26, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "bandoneon-tito.mp4", "startTime": 40, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "alumnos-riendo.mp4", "startTime": 47, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "PXL_20261205_231540.mp4", "startTime": 54, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-elabrazo.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-elabrazo.png", "scale": 0.15, "x": 820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-mundial-2019.jpg", "startTime": 30, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-mundial-2019.jpg", "scale": 0.3, "x": -700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "TANGO DESDE CERO", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Marisa & Julián, profes de El Abrazo", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Your first class is free", "start": 9, "end": 13, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Clases: martes y jueves 19 h / $12.000 por mes", "start": 54, "end": 59, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Friday milonga 22 h, see you there! @elabrazo.tango", "start": 59, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "tango-orquesta.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:tango-orquesta.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "aplausos.wav", "startTime": 38, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:aplausos.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 28, "end": 32, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "music-note", "start": 40, "end": 44, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "sepia", "start": 19, "end": 26, "params": obj{"intensity": 70}}},
		}
	case "hostel":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_7781.MOV", 12, true}, {"patio-cerros.mp4", 14, false}, {"dormi-compartido.mp4", 11, true},
			{"habitacion-privada.mp4", 10, false}, {"desayuno-empanadas.mp4", 15, true}, {"terraza_atardecer.mp4", 12, false},
			{"DJI_0452.MP4", 18, true}, {"IMG_7790.MOV", 9, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-casa-ester.png", timeline.AssetImage, 0, 600, 600, false)
		asset("foto-salinas.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("mapa-ubicacion.png", timeline.AssetImage, 0, 1920, 1080, false)
		asset("zamba-guitarra.mp3", timeline.AssetAudio, 180, 0, 0, true)
		asset("pajaros-patio.wav", timeline.AssetAudio, 5, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_7781.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "patio-cerros.mp4", "startTime": 8, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "dormi-compartido.mp4", "startTime": 17, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "habitacion-privada.mp4", "startTime": 25, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "desayuno-empanadas.mp4", "startTime": 32, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "terraza_atardecer.mp4", "startTime": 42, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0452.MP4", "startTime": 50, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-casa-ester.png", "startTime": 0, "trackType": "overlay", "duration": 64}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-casa-ester.png", "scale": 0.15, "x": 820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-salinas.jpg", "startTime": 52, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-salinas.jpg", "scale": 0.3, "x": 700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "BIENVENIDOS A CASA ESTER", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Doña Ester, la dueña", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Shared dorm from USD 12 / night", "start": 18, "end": 24, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Private room USD 35 / night", "start": 26, "end": 31, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Desayuno casero incluido", "start": 33, "end": 38, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Book now on Booking or Hostelworld", "start": 58, "end": 64, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "zamba-guitarra.mp3", "startTime": 0, "trackType": "audio", "duration": 64}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:zamba-guitarra.mp3", "volume": 0.5}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "pajaros-patio.wav", "startTime": 8, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:pajaros-patio.wav", "volume": 0.6}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 34, "end": 38, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sun", "start": 43, "end": 47, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "saturation", "start": 42, "end": 50, "params": obj{"amount": 35}}},
		}
	case "vet":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_3302.MOV", 11, true}, {"sala-de-espera.mp4", 12, false}, {"control-toby.mp4", 16, true},
			{"vacuna-gatito.mp4", 12, true}, {"PXL_20261128_101455.mp4", 10, false}, {"DJI_0219.MP4", 15, true},
			{"IMG_3340.MOV", 18, true}, {"IMG_3355.MOV", 9, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-patitas.png", timeline.AssetImage, 0, 600, 600, false)
		asset("foto-toby-cachorro.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("lista-precios.png", timeline.AssetImage, 0, 1080, 1350, false)
		asset("ukelele-feliz.mp3", timeline.AssetAudio, 150, 0, 0, true)
		asset("ladrido.wav", timeline.AssetAudio, 2, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_3302.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "sala-de-espera.mp4", "startTime": 8, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "control-toby.mp4", "startTime": 15, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "vacuna-gatito.mp4", "startTime": 27, "trackType": "main", "duration": 9}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "PXL_20261128_101455.mp4", "startTime": 36, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "DJI_0219.MP4", "startTime": 44, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_3340.MOV", "startTime": 52, "trackType": "main", "duration": 14}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-patitas.png", "startTime": 0, "trackType": "overlay", "duration": 66}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-patitas.png", "scale": 0.15, "x": -820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-toby-cachorro.jpg", "startTime": 19, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-toby-cachorro.jpg", "scale": 0.3, "x": 700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "VETERINARIA PATITAS", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Dra. Caro Ferreyra y Nico, su asistente", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Consulta general $15.000", "start": 17, "end": 23, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Vacunas desde $9.000", "start": 29, "end": 34, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Lun a Sáb de 9 a 20 h", "start": 45, "end": 50, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Urgencias 24 h · 351 555 0199", "start": 53, "end": 59, "position": "top"}},
			{Tool: "add_text", Input: obj{"text": "Pedí tu turno: @patitas.vet", "start": 60, "end": 66, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ukelele-feliz.mp3", "startTime": 0, "trackType": "audio", "duration": 66}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:ukelele-feliz.mp3", "volume": 0.45}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ladrido.wav", "startTime": 24, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:ladrido.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 30, "end": 34, "position": "top-right"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "sparkles", "start": 39, "end": 43, "position": "top-right"}},
			{Tool: "apply_effect", Input: obj{"effectType": "brightness-contrast", "start": 8, "end": 15, "params": obj{"brightness": 15}}},
		}
	case "choir":
		for _, v := range []struct {
			name    string
			seconds float64
			sound   bool
		}{{"IMG_3310.MOV", 11, true}, {"ensayo-salon-parroquial.mp4", 14, true}, {"calentamiento_voces.mp4", 10, true},
			{"solista-soprano.mp4", 16, true}, {"concierto-iglesia.mp4", 20, true}, {"coro-ninos.mp4", 10, true},
			{"PXL_20261206_214503.mp4", 15, false}, {"IMG_3347.MOV", 9, true}} {
			asset(v.name, timeline.AssetVideo, v.seconds, 1920, 1080, v.sound)
		}
		asset("logo-voces-aguada.png", timeline.AssetImage, 0, 600, 600, false)
		asset("foto-fundacion-1998.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("afiche-audiciones.jpg", timeline.AssetImage, 0, 1080, 1350, false)
		asset("noche-de-paz-coro.mp3", timeline.AssetAudio, 170, 0, 0, true)
		asset("aplausos-iglesia.wav", timeline.AssetAudio, 4, 0, 0, true)
		calls = []call{
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "IMG_3310.MOV", "startTime": 0, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "ensayo-salon-parroquial.mp4", "startTime": 8, "trackType": "main", "duration": 10}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "calentamiento_voces.mp4", "startTime": 18, "trackType": "main", "duration": 7}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "solista-soprano.mp4", "startTime": 25, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "concierto-iglesia.mp4", "startTime": 37, "trackType": "main", "duration": 15}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "coro-ninos.mp4", "startTime": 52, "trackType": "main", "duration": 8}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "PXL_20261206_214503.mp4", "startTime": 60, "trackType": "main", "duration": 12}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "logo-voces-aguada.png", "startTime": 0, "trackType": "overlay", "duration": 72}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:logo-voces-aguada.png", "scale": 0.15, "x": 820, "y": -420}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "foto-fundacion-1998.jpg", "startTime": 44, "trackType": "overlay", "duration": 5}},
			{Tool: "update_clip", Input: obj{"elementId": "@asset:foto-fundacion-1998.jpg", "scale": 0.3, "x": -700, "y": 300}},
			{Tool: "add_text", Input: obj{"text": "CONCIERTO DE FIN DE AÑO", "start": 0, "end": 4, "position": "center", "style": "hook"}},
			{Tool: "add_text", Input: obj{"text": "Graciela Pereira, directora", "start": 4, "end": 8, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Ave María (Caccini) · Lucía Sosa, soprano", "start": 26, "end": 31, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Gloria (Vivaldi)", "start": 38, "end": 42, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Invitados: Coro de Niños del Barrio Sur", "start": 52, "end": 56, "position": "top", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Audiciones: sábado 13 de marzo, 10 h", "start": 62, "end": 67, "position": "bottom", "style": "label"}},
			{Tool: "add_text", Input: obj{"text": "Sing with us! No experience needed · @vocesdelaaguada", "start": 67, "end": 72, "position": "bottom", "style": "label"}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "noche-de-paz-coro.mp3", "startTime": 0, "trackType": "audio", "duration": 72}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:noche-de-paz-coro.mp3", "volume": 0.4}},
			{Tool: "add_media_to_timeline", Input: obj{"assetId": "aplausos-iglesia.wav", "startTime": 48, "trackType": "audio"}},
			{Tool: "set_volume", Input: obj{"elementId": "@asset:aplausos-iglesia.wav", "volume": 0.8}},
			{Tool: "add_sticker", Input: obj{"stickerId": "music-note", "start": 26, "end": 30, "position": "top-left"}},
			{Tool: "add_sticker", Input: obj{"stickerId": "heart", "start": 53, "end": 57, "position": "top-left"}},
			{Tool: "apply_effect", Input: obj{"effectType": "vignette", "start": 25, "end": 37, "params": obj{"intensity": 40}}},
		}
	default:
		more, ok := moreFixtures[name]
		if !ok {
			return nil, fmt.Errorf("unknown fixture %q", name)
		}
		calls = more(asset)
	}
	for i := range p.Assets {
		p.Assets[i].Description = fixtureDescriptions[name][p.Assets[i].Name]
	}
	ed := videotools.NewEditor(timeline.NewDoc(p), r)
	for _, c := range calls {
		if err := c.run(ctx, ed); err != nil {
			return nil, fmt.Errorf("fixture %s: %w", name, err)
		}
	}
	return ed, nil
}

type obj = map[string]any

// call is one tool call of a fixture, a setup or a reference solution.
// String inputs starting with "@" name an element by selector ("@asset:logo.png"
// is the first such element's id), "#" the track of that element, and an
// array item "@*SEL" expands to every matching id. A call with Cut set is the
// reference way to remove a range: split every track at both ends, delete
// what lies inside and, with Ripple, close the gap.
type call struct {
	Tool   string    `json:"tool,omitempty"`
	Input  obj       `json:"input,omitempty"`
	Cut    []float64 `json:"cut,omitempty"`
	Ripple bool      `json:"ripple,omitempty"`
}

func (c call) run(ctx context.Context, ed *videotools.Editor) error {
	if len(c.Cut) == 2 {
		return cutRange(ctx, ed, c.Cut[0], c.Cut[1], c.Ripple)
	}
	in, err := resolveRefs(ed.Project, c.Input)
	if err != nil {
		return err
	}
	b, err := json.Marshal(in)
	if err != nil {
		return err
	}
	if _, err := ed.Tools.Call(ctx, ed, c.Tool, b); err != nil {
		return fmt.Errorf("%s %s: %w", c.Tool, b, err)
	}
	return nil
}

func resolveRefs(p *timeline.Project, in obj) (obj, error) {
	out := obj{}
	for k, v := range in {
		switch v := v.(type) {
		case string:
			s, err := resolveString(p, v)
			if err != nil {
				return nil, err
			}
			out[k] = s
		case []any:
			var list []any
			for _, item := range v {
				s, ok := item.(string)
				if !ok {
					list = append(list, item)
					continue
				}
				if len(s) > 2 && s[:2] == "@*" {
					els := matchAll(p, s[2:])
					if len(els) == 0 {
						return nil, fmt.Errorf("no element matches %q", s)
					}
					for _, e := range els {
						list = append(list, e.el.ID)
					}
					continue
				}
				r, err := resolveString(p, s)
				if err != nil {
					return nil, err
				}
				list = append(list, r)
			}
			out[k] = list
		default:
			out[k] = v
		}
	}
	return out, nil
}

func resolveString(p *timeline.Project, s string) (string, error) {
	if len(s) < 2 || (s[0] != '@' && s[0] != '#') {
		return s, nil
	}
	els := matchAll(p, s[1:])
	if len(els) == 0 {
		return "", fmt.Errorf("no element matches %q", s)
	}
	if s[0] == '#' {
		return p.Tracks[els[0].track].ID, nil
	}
	return els[0].el.ID, nil
}

// cutRange removes [a, b] from every track the reference way.
func cutRange(ctx context.Context, ed *videotools.Editor, a, b float64, ripple bool) error {
	call := func(tool string, in obj) error {
		data, _ := json.Marshal(in)
		_, err := ed.Tools.Call(ctx, ed, tool, data)
		return err
	}
	if err := call("split", obj{"times": []float64{a, b}}); err != nil {
		return err
	}
	A, B := timeline.FromSeconds(a), timeline.FromSeconds(b)
	var inside, after []string
	for _, t := range ed.Project.Tracks {
		for _, e := range t.Elements {
			switch {
			case e.Start >= A && e.End() <= B:
				inside = append(inside, e.ID)
			case e.Start >= B:
				after = append(after, e.ID)
			}
		}
	}
	if len(inside) > 0 {
		if err := call("delete_timeline_elements", obj{"elementIds": inside}); err != nil {
			return err
		}
	}
	if ripple && len(after) > 0 {
		return call("move_timeline_elements", obj{"elementIds": after, "start": a})
	}
	return nil
}
