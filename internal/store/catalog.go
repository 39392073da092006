package store

import (
	"context"
	"time"
)

// Catalog is the server's record of accounts, documents, media and jobs:
// everything but the documents' content (Docs keeps that). Every query
// that names a document, an asset or a job takes its owner and answers
// another owner's id as ErrNotFound. Implementations: store/sqlstore
// (SQLite, the embedded default); a Postgres one can take its place
// behind this interface.
type Catalog interface {
	Accounts
	Documents
	Library
	JobRecords
	Close() error
}

// User is an account.
type User struct {
	ID      int64     `json:"id"`
	Name    string    `json:"name"`
	Admin   bool      `json:"admin"`
	Created time.Time `json:"created"`
}

// Session is a signed-in browser: the cookie's hash, its CSRF token.
type Session struct {
	User    User
	CSRF    string
	Expires time.Time
}

// Token is an API token (the secret is shown once and stored hashed).
type Token struct {
	ID       string     `json:"id"`
	Name     string     `json:"name"`
	Created  time.Time  `json:"created"`
	LastUsed *time.Time `json:"lastUsed,omitempty"`
}

// Accounts keeps users, sessions and tokens.
type Accounts interface {
	CreateUser(ctx context.Context, name, passwordHash string, admin bool) (User, error)
	UserByName(ctx context.Context, name string) (User, string, error) // the user and its password hash
	SetPassword(ctx context.Context, userID int64, passwordHash string) error
	CountUsers(ctx context.Context) (int, error)

	CreateSession(ctx context.Context, idHash []byte, userID int64, csrf string, expires time.Time) error
	SessionByHash(ctx context.Context, idHash []byte) (Session, error)
	DeleteSession(ctx context.Context, idHash []byte) error

	CreateToken(ctx context.Context, userID int64, id, name string, hash []byte) (Token, error)
	Tokens(ctx context.Context, userID int64) ([]Token, error)
	RevokeToken(ctx context.Context, userID int64, id string) error
	UserByToken(ctx context.Context, hash []byte) (User, error)
}

// Doc kinds as the catalog names them.
const (
	KindProject = "project"
	KindPhoto   = "photo"
)

// DocInfo describes a document in listings.
type DocInfo struct {
	ID      string    `json:"id"`
	Kind    string    `json:"kind"`
	Name    string    `json:"name"`
	Version int64     `json:"version"`
	Width   int       `json:"width,omitempty"`
	Height  int       `json:"height,omitempty"`
	Created time.Time `json:"created"`
	Updated time.Time `json:"updated"`
}

// Documents lists, names and removes an owner's documents.
type Documents interface {
	// CreateProject records a new project with its first content.
	CreateProject(ctx context.Context, owner int64, id, name string, doc []byte, version int64, width, height int) (DocInfo, error)
	// CreatePhoto records a new photo document (its files are in the data
	// folder already).
	CreatePhoto(ctx context.Context, owner int64, id, name string, version int64, width, height int) (DocInfo, error)
	DocInfo(ctx context.Context, kind string, k Key) (DocInfo, error)
	ListDocs(ctx context.Context, kind string, owner int64) ([]DocInfo, error)
	RenameDoc(ctx context.Context, kind string, k Key, name string) (DocInfo, error)
	DeleteDoc(ctx context.Context, kind string, k Key) error
	// ProjectJSON is the stored project document as the file format holds it.
	ProjectJSON(ctx context.Context, k Key) ([]byte, int64, error)
}

// Media is a content-addressed file in the data folder.
type Media struct {
	SHA256 string `json:"sha256"`
	Size   int64  `json:"size"`
	Type   string `json:"type"` // video, audio or image
	Path   string `json:"-"`    // inside the data folder
}

// Asset is an upload an owner made: a name for a media file.
type Asset struct {
	ID      string    `json:"id"`
	Name    string    `json:"name"`
	Media   Media     `json:"media"`
	Created time.Time `json:"created"`
}

// Library keeps media (one record per content) and owners' assets.
type Library interface {
	PutMedia(ctx context.Context, m Media) error
	MediaBySHA(ctx context.Context, sha string) (Media, error)
	CreateAsset(ctx context.Context, owner int64, id, name, sha string) (Asset, error)
	AssetByID(ctx context.Context, owner int64, id string) (Asset, error)
	// OwnsMedia reports whether owner has an asset with this content.
	OwnsMedia(ctx context.Context, owner int64, sha string) (bool, error)
}

// Job states.
const (
	JobQueued    = "queued"
	JobRunning   = "running"
	JobDone      = "done"
	JobFailed    = "failed"
	JobCancelled = "cancelled"
)

// Job is a background job's record.
type Job struct {
	ID       string    `json:"id"`
	Kind     string    `json:"kind"`
	State    string    `json:"state"`
	Progress float64   `json:"progress"`
	Error    string    `json:"error"`
	Owner    int64     `json:"-"`
	DocID    string    `json:"projectId,omitempty"`
	Input    []byte    `json:"-"` // what the worker needs (JSON)
	Output   string    `json:"-"` // the result file inside the data folder
	Created  time.Time `json:"created"`
	Updated  time.Time `json:"updated"`
}

// JobRecords keeps jobs' state for the API (the queue keeps its own).
type JobRecords interface {
	CreateJob(ctx context.Context, j Job) error
	JobByID(ctx context.Context, owner int64, id string) (Job, error)
	// JobForWorker reads a job without an owner (the worker runs it).
	JobForWorker(ctx context.Context, id string) (Job, error)
	UpdateJob(ctx context.Context, id string, state string, progress float64, errMsg, output string) error
	SetJobProgress(ctx context.Context, id string, progress float64) error
}
