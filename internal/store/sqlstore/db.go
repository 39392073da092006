// Package sqlstore is the server's catalog and document store on SQLite
// (modernc.org/sqlite: pure Go, no cgo). The database runs in WAL mode
// with foreign keys on and a busy timeout; writes go through a pool of one
// connection (SQLite has one writer; queueing in Go beats retrying on
// SQLITE_BUSY), reads through a pool of several, which WAL lets run beside
// a write. The schema is a list of numbered migrations applied at open,
// each in its own transaction.
//
// Queries are plain SQL with ? placeholders over database/sql, kept in this
// package so a Postgres store (pgx) can implement the same store
// interfaces.
package sqlstore

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" database/sql driver

	"github.com/neuralcut/neuralcut/internal/store"
)

//go:embed migrations/*.sql
var migrations embed.FS

// DB is the catalog on one SQLite file.
type DB struct {
	write *sql.DB // one connection: every write queues here
	read  *sql.DB
	path  string
}

var _ store.Catalog = (*DB)(nil)

// dsn is the data source name with the pragmas every connection needs
// (a pragma set once would hold for one pooled connection only).
func dsn(path string, readOnly bool) string {
	q := url.Values{}
	for _, p := range []string{"journal_mode(WAL)", "foreign_keys(1)", "busy_timeout(15000)", "synchronous(FULL)"} {
		q.Add("_pragma", p)
	}
	if readOnly {
		q.Add("_pragma", "query_only(1)")
	} else {
		q.Set("_txlock", "immediate")
	}
	return "file:" + path + "?" + q.Encode()
}

// Open opens (creating if needed) the database at path and migrates it.
func Open(ctx context.Context, path string) (*DB, error) {
	w, err := sql.Open("sqlite", dsn(path, false))
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxIdleTime(0)
	db := &DB{write: w, path: path}
	if err := db.migrate(ctx); err != nil {
		w.Close()
		return nil, fmt.Errorf("database %s: %w", path, err)
	}
	r, err := sql.Open("sqlite", dsn(path, true))
	if err != nil {
		w.Close()
		return nil, err
	}
	r.SetMaxOpenConns(max(4, runtime.NumCPU()))
	db.read = r
	return db, nil
}

// Close closes both pools.
func (db *DB) Close() error {
	return errors.Join(db.read.Close(), db.write.Close())
}

// Path is the database file.
func (db *DB) Path() string { return db.path }

// Writer is the pool of one connection that writes (River runs its queue
// in the same database through its own pool; tests read from it).
func (db *DB) Writer() *sql.DB { return db.write }

// IntegrityCheck runs PRAGMA integrity_check and returns its answer ("ok"
// when the file is sound).
func (db *DB) IntegrityCheck(ctx context.Context) (string, error) {
	var res string
	err := db.read.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&res)
	return res, err
}

// migrate applies the migrations not yet applied, in order, each in one
// transaction with its record in schema_migrations.
func (db *DB) migrate(ctx context.Context) error {
	if _, err := db.write.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`); err != nil {
		return err
	}
	files, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return err
	}
	slices.Sort(files)
	for _, f := range files {
		base := strings.TrimPrefix(f, "migrations/")
		n, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil {
			return fmt.Errorf("migration %s: no number", base)
		}
		var done int
		if err := db.write.QueryRowContext(ctx, "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", n).Scan(&done); err != nil {
			return err
		}
		if done > 0 {
			continue
		}
		body, err := migrations.ReadFile(f)
		if err != nil {
			return err
		}
		err = db.tx(ctx, func(tx *sql.Tx) error {
			if _, err := tx.ExecContext(ctx, string(body)); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", n, now())
			return err
		})
		if err != nil {
			return fmt.Errorf("migration %s: %w", base, err)
		}
	}
	var newest int
	db.write.QueryRowContext(ctx, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations").Scan(&newest)
	if len(files) > 0 && newest > len(files) {
		return fmt.Errorf("the database was written by a newer NeuralCut (schema %d, this build knows %d)", newest, len(files))
	}
	return nil
}

// tx runs fn in a write transaction.
func (db *DB) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := db.write.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func now() int64 { return time.Now().UnixMilli() }

func fromMillis(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// notFound turns sql.ErrNoRows into store.ErrNotFound.
func notFound(err error, what string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return store.Missing("%s not found", what)
	}
	return err
}

// isUnique reports a UNIQUE constraint failure.
func isUnique(err error) bool {
	return err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed")
}

// NewPool opens another pool of one connection on the same database with
// the same pragmas (the job queue runs its own queries through one).
func (db *DB) NewPool() (*sql.DB, error) {
	p, err := sql.Open("sqlite", dsn(db.path, false))
	if err != nil {
		return nil, err
	}
	p.SetMaxOpenConns(1)
	return p, nil
}
