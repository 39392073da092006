package main

import (
	"sync"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/store"
)

// theApp is the application every command goes through: file stores, the
// services the environment configures, editors wired in one place.
var theApp = sync.OnceValue(app.NewCLI)

// fileKey names a document by its path.
func fileKey(path string) store.Key { return store.Key{ID: path} }
