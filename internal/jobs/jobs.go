// Package jobs runs the server's background work on River
// (github.com/riverqueue/river) in the server's own database, through its
// SQLite driver: renders, transcriptions, thumbnails and waveforms. It is
// only the queue's mechanics — concurrency per queue, retries of transient
// failures, cancellation, progress, resuming after a crash; the work itself
// is the application layer's (app.RunJob).
//
// The queue's records of a job for the API (state, progress, error,
// output) are the catalog's; River keeps its own rows for scheduling. The
// same code runs on River's Postgres driver behind the same interfaces
// when the catalog moves to Postgres.
package jobs

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/registry"
	"github.com/neuralcut/neuralcut/internal/store"
)

// Queues.
const (
	QueueRender = "render" // renders: the heavy ones
	QueueMedia  = "media"  // transcriptions, thumbnails, waveforms
)

// Config bounds the work done at once.
type Config struct {
	RenderWorkers int // default 1: one render at a time on a small machine
	MediaWorkers  int // default 1
	MaxAttempts   int // tries of a job whose failures are transient (default 3)
	Log           *slog.Logger
	// OnUpdate hears every change of a job's state or progress.
	OnUpdate func(store.Job)
}

// Queue is the job queue.
type Queue struct {
	cfg     Config
	catalog store.Catalog
	pool    *sql.DB
	client  *river.Client[*sql.Tx]
	app     *app.App

	mu      sync.Mutex
	running map[string]*runningJob // our job id -> the worker running it
}

type runningJob struct {
	cancel    context.CancelFunc
	cancelled bool // by a person, not by a shutdown
}

var _ app.Jobs = (*Queue)(nil)

// jobArgs is River's job: our job's id, in the queue its kind uses.
type jobArgs struct {
	JobID string `json:"jobId"`
	Queue string `json:"queue"`
}

func (jobArgs) Kind() string { return "neuralcut" }

func queueOf(kind string) string {
	if kind == app.JobRender {
		return QueueRender
	}
	return QueueMedia
}

// Open prepares the queue in the data folder's database: River's tables
// are migrated, the client is made (not started).
func Open(ctx context.Context, d *app.Data, cfg Config) (*Queue, error) {
	if cfg.RenderWorkers <= 0 {
		cfg.RenderWorkers = 1
	}
	if cfg.MediaWorkers <= 0 {
		cfg.MediaWorkers = 1
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 3
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	pool, err := d.DB.NewPool()
	if err != nil {
		return nil, err
	}
	driver := riversqlite.New(pool)
	mig, err := rivermigrate.New(driver, nil)
	if err != nil {
		pool.Close()
		return nil, err
	}
	if _, err := mig.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		pool.Close()
		return nil, fmt.Errorf("job queue tables: %w", err)
	}
	q := &Queue{cfg: cfg, catalog: d.DB, pool: pool, running: map[string]*runningJob{}}
	workers := river.NewWorkers()
	river.AddWorker(workers, &worker{q: q})
	q.client, err = river.NewClient(driver, &river.Config{
		Queues: map[string]river.QueueConfig{
			QueueRender: {MaxWorkers: cfg.RenderWorkers},
			QueueMedia:  {MaxWorkers: cfg.MediaWorkers},
		},
		Workers:           workers,
		PollOnly:          true, // no LISTEN in SQLite; this client wakes its own producers on insert
		FetchPollInterval: 250 * time.Millisecond,
		FetchCooldown:     50 * time.Millisecond,
		JobTimeout:        -1, // renders take as long as they take; proc bounds each ffmpeg
		Logger:            quietLogger(cfg.Log),
	})
	if err != nil {
		pool.Close()
		return nil, err
	}
	return q, nil
}

// quietLogger keeps River's routine chatter out of the server's log.
func quietLogger(l *slog.Logger) *slog.Logger {
	return slog.New(levelFilter{l.Handler(), slog.LevelWarn})
}

type levelFilter struct {
	slog.Handler
	min slog.Level
}

func (f levelFilter) Enabled(ctx context.Context, l slog.Level) bool {
	return l >= f.min && f.Handler.Enabled(ctx, l)
}

// Start runs the workers for a. Jobs that were running when a previous
// server stopped without releasing them (killed) are made available again
// first: this process owns the database's queue (serve locks the data
// folder), so nothing else can be running them.
func (q *Queue) Start(ctx context.Context, a *app.App) error {
	q.app = a
	if err := q.resume(ctx); err != nil {
		return err
	}
	return q.client.Start(ctx)
}

func (q *Queue) resume(ctx context.Context) error {
	res, err := q.client.JobList(ctx, river.NewJobListParams().States(rivertype.JobStateRunning).First(10000))
	if err != nil {
		return err
	}
	if len(res.Jobs) == 0 {
		return nil
	}
	now := time.Now().UTC()
	p := &riverdriver.JobRescueManyParams{StuckHorizon: now.Add(time.Second)}
	for _, j := range res.Jobs {
		e, _ := json.Marshal(rivertype.AttemptError{At: now, Attempt: j.Attempt, Error: "the server stopped while the job ran; resumed at start"})
		p.ID = append(p.ID, j.ID)
		p.Error = append(p.Error, e)
		p.FinalizedAt = append(p.FinalizedAt, nil)
		p.ScheduledAt = append(p.ScheduledAt, now)
		p.State = append(p.State, string(rivertype.JobStateAvailable))
		var args jobArgs
		if json.Unmarshal(j.EncodedArgs, &args) == nil {
			q.catalog.UpdateJob(ctx, args.JobID, store.JobQueued, 0, "", "")
		}
	}
	_, err = q.client.Driver().GetExecutor().JobRescueMany(ctx, p)
	if err == nil {
		q.cfg.Log.Info("resumed jobs a previous server left running", "count", len(res.Jobs))
	}
	return err
}

// Stop lets running jobs finish for up to grace, then cancels them; a
// cancelled job goes back to the queue and runs at the next start.
func (q *Queue) Stop(grace time.Duration) error {
	ctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := q.client.Stop(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		sctx, scancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer scancel()
		err = q.client.StopAndCancel(sctx)
	}
	return errors.Join(err, q.pool.Close())
}

// Enqueue records a job and queues it.
func (q *Queue) Enqueue(ctx context.Context, owner int64, kind, docID string, input []byte) (store.Job, error) {
	j := store.Job{ID: newJobID(), Owner: owner, Kind: kind, DocID: docID, State: store.JobQueued, Input: input}
	if err := q.catalog.CreateJob(ctx, j); err != nil {
		return store.Job{}, err
	}
	if _, err := q.client.Insert(ctx, jobArgs{JobID: j.ID, Queue: queueOf(kind)}, &river.InsertOpts{
		Queue: queueOf(kind), MaxAttempts: q.cfg.MaxAttempts}); err != nil {
		q.catalog.UpdateJob(ctx, j.ID, store.JobFailed, 0, "could not be queued", "")
		return store.Job{}, err
	}
	return q.catalog.JobByID(ctx, owner, j.ID)
}

// Cancel stops one of an owner's jobs: a queued one never runs, a running
// one has its context cancelled (ffmpeg is killed with its process group)
// and leaves no output.
func (q *Queue) Cancel(ctx context.Context, owner int64, id string) (store.Job, error) {
	j, err := q.catalog.JobByID(ctx, owner, id)
	if err != nil {
		return store.Job{}, err
	}
	switch j.State {
	case store.JobDone, store.JobFailed, store.JobCancelled:
		return j, nil
	}
	if err := q.catalog.UpdateJob(ctx, id, store.JobCancelled, j.Progress, "cancelled", ""); err != nil {
		return store.Job{}, err
	}
	q.mu.Lock()
	if r := q.running[id]; r != nil {
		r.cancelled = true
		r.cancel()
	}
	q.mu.Unlock()
	j, err = q.catalog.JobByID(ctx, owner, id)
	if err == nil {
		q.publish(j)
	}
	return j, err
}

func (q *Queue) publish(j store.Job) {
	if q.cfg.OnUpdate != nil {
		q.cfg.OnUpdate(j)
	}
}

// worker runs one River job: our job's work through the app.
type worker struct {
	river.WorkerDefaults[jobArgs]
	q *Queue
}

func (w *worker) Work(ctx context.Context, rj *river.Job[jobArgs]) error {
	q := w.q
	id := rj.Args.JobID
	j, err := q.catalog.JobForWorker(ctx, id)
	if err != nil {
		return river.JobCancel(fmt.Errorf("job %s: %w", id, err))
	}
	if j.State == store.JobCancelled || j.State == store.JobDone {
		return nil
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	rec := &runningJob{cancel: cancel}
	q.mu.Lock()
	q.running[id] = rec
	q.mu.Unlock()
	defer func() {
		q.mu.Lock()
		delete(q.running, id)
		q.mu.Unlock()
	}()
	// a Cancel between the read above and the registration
	if cur, err := q.catalog.JobForWorker(ctx, id); err == nil && cur.State == store.JobCancelled {
		return nil
	}
	q.catalog.UpdateJob(ctx, id, store.JobRunning, 0, "", "")
	j.State, j.Progress, j.Error = store.JobRunning, 0, ""
	q.publish(j)

	var last time.Time
	progress := func(p float64) {
		p = min(max(p, 0), 1)
		if time.Since(last) < 250*time.Millisecond {
			return
		}
		last = time.Now()
		q.catalog.SetJobProgress(context.WithoutCancel(ctx), id, p)
		j.Progress = p
		q.publish(j)
	}
	out, err := q.app.RunJob(ctx, j, progress)
	bg := context.WithoutCancel(ctx)
	q.mu.Lock()
	cancelled := rec.cancelled
	q.mu.Unlock()
	switch {
	case cancelled:
		j.State, j.Error = store.JobCancelled, "cancelled"
		q.publish(j)
		return river.JobCancel(errors.New("cancelled"))
	case err == nil:
		q.catalog.UpdateJob(bg, id, store.JobDone, 1, "", out)
		j.State, j.Progress, j.Output = store.JobDone, 1, out
		q.publish(j)
		return nil
	case ctx.Err() != nil:
		// the server is stopping: the job goes back to the queue, to run
		// again at the next start (a snooze costs no attempt)
		q.catalog.UpdateJob(bg, id, store.JobQueued, 0, "", "")
		j.State = store.JobQueued
		q.publish(j)
		return river.JobSnooze(time.Second)
	}
	var perm *app.Permanent
	if errors.As(err, &perm) || rj.Attempt >= rj.MaxAttempts {
		msg := visible(err, q.cfg.Log, id)
		q.catalog.UpdateJob(bg, id, store.JobFailed, j.Progress, msg, "")
		j.State, j.Error = store.JobFailed, msg
		q.publish(j)
		return river.JobCancel(err)
	}
	q.catalog.UpdateJob(bg, id, store.JobQueued, 0, "retrying after: "+visible(err, q.cfg.Log, id), "")
	j.State = store.JobQueued
	q.publish(j)
	return err
}

// visible is a failure's message for the job's owner: a tool error as it
// is, anything else as a reference the log carries.
func visible(err error, log *slog.Logger, id string) string {
	var te *registry.Error
	if errors.As(err, &te) {
		return te.Message
	}
	ref := fmt.Sprintf("%x", time.Now().UnixNano()&0xffffffffffff)
	log.Error("job failed", "job", id, "ref", ref, "err", err.Error())
	return "The job failed (ref " + ref + ")"
}

func newJobID() string {
	return "j_" + fmt.Sprintf("%x", time.Now().UnixNano())[4:] + randHex(4)
}
