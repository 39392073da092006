package planner

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZDebug(t *testing.T) {
	for _, prompt := range strings.Split(os.Getenv("ZZ"), "|") {
		ed := workshopFixture(t)
		if os.Getenv("ZF") != "" {
			ed = interviewFixture(t)
		}
		plan := BasicVideo(context.Background(), prompt, ed)
		out := ""
		for _, st := range plan.Steps {
			tools().Call(context.Background(), ed, st.Tool, st.Params)
		}
		for _, tr := range ed.Project.Tracks {
			for _, e := range tr.Elements {
				if e.Visual != nil && (e.Name == "logo.png" || e.Sticker != nil || e.Name == "broll.mp4") {
					out += fmt.Sprintf(" %s(%g,%g s%g)", e.Name, e.Visual.X, e.Visual.Y, e.Visual.Scale)
				}
			}
		}
		fmt.Printf("%q -> %v %q%s\n", prompt, plan.OK(), plan.Reply, out)
	}
}
