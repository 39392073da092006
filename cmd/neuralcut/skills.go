package main

import "github.com/neuralcut/neuralcut/internal/planner"

// The planner's workflows (list_skills, load_skill) are tools of the video
// registry like any other, so the CLI, MCP and the LLM loop all see them.
func init() { registryHooks = append(registryHooks, planner.RegisterSkillTools) }
