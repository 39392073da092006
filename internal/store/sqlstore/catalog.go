package sqlstore

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/neuralcut/neuralcut/internal/store"
)

// table names the table of a document kind (never from input).
func table(kind string) (string, error) {
	switch kind {
	case store.KindProject:
		return "projects", nil
	case store.KindPhoto:
		return "photos", nil
	}
	return "", fmt.Errorf("unknown document kind %q", kind)
}

// CreateProject records a new project with its first content.
func (db *DB) CreateProject(ctx context.Context, owner int64, id, name string, doc []byte, version int64, width, height int) (store.DocInfo, error) {
	t := now()
	_, err := db.write.ExecContext(ctx, `INSERT INTO projects (id, owner_id, name, version, width, height, doc, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, id, owner, name, version, width, height, doc, t, t)
	if err != nil {
		return store.DocInfo{}, err
	}
	return store.DocInfo{ID: id, Kind: store.KindProject, Name: name, Version: version, Width: width, Height: height,
		Created: fromMillis(t), Updated: fromMillis(t)}, nil
}

// CreatePhoto records a new photo document.
func (db *DB) CreatePhoto(ctx context.Context, owner int64, id, name string, version int64, width, height int) (store.DocInfo, error) {
	t := now()
	_, err := db.write.ExecContext(ctx, `INSERT INTO photos (id, owner_id, name, version, width, height, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, id, owner, name, version, width, height, t, t)
	if err != nil {
		return store.DocInfo{}, err
	}
	return store.DocInfo{ID: id, Kind: store.KindPhoto, Name: name, Version: version, Width: width, Height: height,
		Created: fromMillis(t), Updated: fromMillis(t)}, nil
}

func scanDoc(kind string, sc interface{ Scan(...any) error }) (store.DocInfo, error) {
	d := store.DocInfo{Kind: kind}
	var created, updated int64
	err := sc.Scan(&d.ID, &d.Name, &d.Version, &d.Width, &d.Height, &created, &updated)
	d.Created, d.Updated = fromMillis(created), fromMillis(updated)
	return d, err
}

// DocInfo describes one of an owner's documents.
func (db *DB) DocInfo(ctx context.Context, kind string, k store.Key) (store.DocInfo, error) {
	tb, err := table(kind)
	if err != nil {
		return store.DocInfo{}, err
	}
	d, err := scanDoc(kind, db.read.QueryRowContext(ctx, "SELECT id, name, version, width, height, created_at, updated_at FROM "+tb+
		" WHERE id = ? AND owner_id = ?", k.ID, k.Owner))
	return d, notFound(err, kind)
}

// ListDocs lists an owner's documents of a kind, the latest changed first.
func (db *DB) ListDocs(ctx context.Context, kind string, owner int64) ([]store.DocInfo, error) {
	tb, err := table(kind)
	if err != nil {
		return nil, err
	}
	rows, err := db.read.QueryContext(ctx, "SELECT id, name, version, width, height, created_at, updated_at FROM "+tb+
		" WHERE owner_id = ? ORDER BY updated_at DESC, id", owner)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.DocInfo{}
	for rows.Next() {
		d, err := scanDoc(kind, rows)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// RenameDoc renames one of an owner's documents.
func (db *DB) RenameDoc(ctx context.Context, kind string, k store.Key, name string) (store.DocInfo, error) {
	tb, err := table(kind)
	if err != nil {
		return store.DocInfo{}, err
	}
	res, err := db.write.ExecContext(ctx, "UPDATE "+tb+" SET name = ?, updated_at = ? WHERE id = ? AND owner_id = ?", name, now(), k.ID, k.Owner)
	if err != nil {
		return store.DocInfo{}, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return store.DocInfo{}, store.Missing("%s not found", kind)
	}
	return db.DocInfo(ctx, kind, k)
}

// DeleteDoc removes one of an owner's documents' record.
func (db *DB) DeleteDoc(ctx context.Context, kind string, k store.Key) error {
	tb, err := table(kind)
	if err != nil {
		return err
	}
	res, err := db.write.ExecContext(ctx, "DELETE FROM "+tb+" WHERE id = ? AND owner_id = ?", k.ID, k.Owner)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return store.Missing("%s not found", kind)
	}
	return nil
}

// ProjectJSON is the stored project document.
func (db *DB) ProjectJSON(ctx context.Context, k store.Key) ([]byte, int64, error) {
	var doc []byte
	var v int64
	err := db.read.QueryRowContext(ctx, "SELECT doc, version FROM projects WHERE id = ? AND owner_id = ?", k.ID, k.Owner).Scan(&doc, &v)
	return doc, v, notFound(err, "project")
}

// PutMedia records a content-addressed file (once per content).
func (db *DB) PutMedia(ctx context.Context, m store.Media) error {
	_, err := db.write.ExecContext(ctx, `INSERT INTO media (sha256, size, type, path, created_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (sha256) DO NOTHING`, m.SHA256, m.Size, m.Type, m.Path, now())
	return err
}

// MediaBySHA finds a media file by its content hash.
func (db *DB) MediaBySHA(ctx context.Context, sha string) (store.Media, error) {
	var m store.Media
	err := db.read.QueryRowContext(ctx, "SELECT sha256, size, type, path FROM media WHERE sha256 = ?", sha).
		Scan(&m.SHA256, &m.Size, &m.Type, &m.Path)
	return m, notFound(err, "media")
}

// CreateAsset records an owner's upload of a media file.
func (db *DB) CreateAsset(ctx context.Context, owner int64, id, name, sha string) (store.Asset, error) {
	t := now()
	if _, err := db.write.ExecContext(ctx, "INSERT INTO assets (id, owner_id, name, sha256, created_at) VALUES (?, ?, ?, ?, ?)",
		id, owner, name, sha, t); err != nil {
		return store.Asset{}, err
	}
	return db.AssetByID(ctx, owner, id)
}

// AssetByID finds one of an owner's assets.
func (db *DB) AssetByID(ctx context.Context, owner int64, id string) (store.Asset, error) {
	var a store.Asset
	var created int64
	err := db.read.QueryRowContext(ctx, `SELECT a.id, a.name, a.created_at, m.sha256, m.size, m.type, m.path
		FROM assets a JOIN media m ON m.sha256 = a.sha256 WHERE a.id = ? AND a.owner_id = ?`, id, owner).
		Scan(&a.ID, &a.Name, &created, &a.Media.SHA256, &a.Media.Size, &a.Media.Type, &a.Media.Path)
	a.Created = fromMillis(created)
	return a, notFound(err, "asset")
}

// OwnsMedia reports whether owner uploaded this content.
func (db *DB) OwnsMedia(ctx context.Context, owner int64, sha string) (bool, error) {
	var n int
	err := db.read.QueryRowContext(ctx, "SELECT COUNT(*) FROM assets WHERE owner_id = ? AND sha256 = ?", owner, sha).Scan(&n)
	return n > 0, err
}

// CreateJob records a job.
func (db *DB) CreateJob(ctx context.Context, j store.Job) error {
	t := now()
	_, err := db.write.ExecContext(ctx, `INSERT INTO jobs (id, owner_id, kind, doc_id, state, progress, error, input, output, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, 0, '', ?, '', ?, ?)`, j.ID, j.Owner, j.Kind, j.DocID, j.State, j.Input, t, t)
	return err
}

const jobColumns = "id, owner_id, kind, doc_id, state, progress, error, input, output, created_at, updated_at"

func scanJob(sc interface{ Scan(...any) error }) (store.Job, error) {
	var j store.Job
	var created, updated int64
	err := sc.Scan(&j.ID, &j.Owner, &j.Kind, &j.DocID, &j.State, &j.Progress, &j.Error, &j.Input, &j.Output, &created, &updated)
	j.Created, j.Updated = fromMillis(created), fromMillis(updated)
	return j, err
}

// JobByID finds one of an owner's jobs.
func (db *DB) JobByID(ctx context.Context, owner int64, id string) (store.Job, error) {
	j, err := scanJob(db.read.QueryRowContext(ctx, "SELECT "+jobColumns+" FROM jobs WHERE id = ? AND owner_id = ?", id, owner))
	return j, notFound(err, "job")
}

// JobForWorker reads a job for the worker that runs it.
func (db *DB) JobForWorker(ctx context.Context, id string) (store.Job, error) {
	j, err := scanJob(db.write.QueryRowContext(ctx, "SELECT "+jobColumns+" FROM jobs WHERE id = ?", id))
	return j, notFound(err, "job")
}

// UpdateJob sets a job's state; a cancelled or finished job stays so.
func (db *DB) UpdateJob(ctx context.Context, id, state string, progress float64, errMsg, output string) error {
	_, err := db.write.ExecContext(ctx, `UPDATE jobs SET state = ?, progress = ?, error = ?, output = ?, updated_at = ?
		WHERE id = ? AND (state NOT IN ('done', 'failed', 'cancelled') OR ? = 'cancelled' AND state = 'cancelled')`,
		state, progress, errMsg, output, now(), id, state)
	return err
}

// SetJobProgress notes how far a running job is.
func (db *DB) SetJobProgress(ctx context.Context, id string, progress float64) error {
	_, err := db.write.ExecContext(ctx, "UPDATE jobs SET progress = ?, updated_at = ? WHERE id = ? AND state = 'running'", progress, now(), id)
	return err
}

var _ = sql.ErrNoRows
