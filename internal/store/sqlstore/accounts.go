package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/neuralcut/neuralcut/internal/store"
)

// ErrUserExists is returned when a name is taken.
var ErrUserExists = fmt.Errorf("a user with that name exists")

// CreateUser adds an account.
func (db *DB) CreateUser(ctx context.Context, name, hash string, admin bool) (store.User, error) {
	t := now()
	res, err := db.write.ExecContext(ctx, "INSERT INTO users (name, password_hash, admin, created_at) VALUES (?, ?, ?, ?)",
		name, hash, admin, t)
	if isUnique(err) {
		return store.User{}, ErrUserExists
	}
	if err != nil {
		return store.User{}, err
	}
	id, _ := res.LastInsertId()
	return store.User{ID: id, Name: name, Admin: admin, Created: fromMillis(t)}, nil
}

// UserByName returns the user and its password hash.
func (db *DB) UserByName(ctx context.Context, name string) (store.User, string, error) {
	var u store.User
	var hash string
	var created int64
	err := db.read.QueryRowContext(ctx, "SELECT id, name, admin, created_at, password_hash FROM users WHERE name = ?", name).
		Scan(&u.ID, &u.Name, &u.Admin, &created, &hash)
	if err != nil {
		return store.User{}, "", notFound(err, "user")
	}
	u.Created = fromMillis(created)
	return u, hash, nil
}

// SetPassword replaces a user's password hash and signs out its sessions.
func (db *DB) SetPassword(ctx context.Context, userID int64, hash string) error {
	return db.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "UPDATE users SET password_hash = ? WHERE id = ?", hash, userID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return store.Missing("user not found")
		}
		_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE user_id = ?", userID)
		return err
	})
}

// CountUsers counts accounts (the first run makes the admin).
func (db *DB) CountUsers(ctx context.Context) (int, error) {
	var n int
	err := db.read.QueryRowContext(ctx, "SELECT COUNT(*) FROM users").Scan(&n)
	return n, err
}

// CreateSession records a signed-in browser by its cookie's hash.
func (db *DB) CreateSession(ctx context.Context, idHash []byte, userID int64, csrf string, expires time.Time) error {
	_, err := db.write.ExecContext(ctx, "INSERT INTO sessions (id_hash, user_id, csrf, created_at, expires_at) VALUES (?, ?, ?, ?, ?)",
		idHash, userID, csrf, now(), expires.UnixMilli())
	return err
}

// SessionByHash finds a session that has not expired.
func (db *DB) SessionByHash(ctx context.Context, idHash []byte) (store.Session, error) {
	var s store.Session
	var created, expires int64
	err := db.read.QueryRowContext(ctx, `SELECT u.id, u.name, u.admin, u.created_at, s.csrf, s.expires_at
		FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ? AND s.expires_at > ?`, idHash, now()).
		Scan(&s.User.ID, &s.User.Name, &s.User.Admin, &created, &s.CSRF, &expires)
	if err != nil {
		return store.Session{}, notFound(err, "session")
	}
	s.User.Created, s.Expires = fromMillis(created), fromMillis(expires)
	return s, nil
}

// DeleteSession signs a browser out (and drops expired sessions).
func (db *DB) DeleteSession(ctx context.Context, idHash []byte) error {
	_, err := db.write.ExecContext(ctx, "DELETE FROM sessions WHERE id_hash = ? OR expires_at <= ?", idHash, now())
	return err
}

// CreateToken records an API token by its hash.
func (db *DB) CreateToken(ctx context.Context, userID int64, id, name string, hash []byte) (store.Token, error) {
	t := now()
	_, err := db.write.ExecContext(ctx, "INSERT INTO tokens (id, user_id, name, hash, created_at) VALUES (?, ?, ?, ?, ?)",
		id, userID, name, hash, t)
	if err != nil {
		return store.Token{}, err
	}
	return store.Token{ID: id, Name: name, Created: fromMillis(t)}, nil
}

// Tokens lists a user's tokens that are not revoked.
func (db *DB) Tokens(ctx context.Context, userID int64) ([]store.Token, error) {
	rows, err := db.read.QueryContext(ctx, `SELECT id, name, created_at, last_used_at FROM tokens
		WHERE user_id = ? AND revoked_at IS NULL ORDER BY created_at, id`, userID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []store.Token{}
	for rows.Next() {
		var t store.Token
		var created int64
		var used sql.NullInt64
		if err := rows.Scan(&t.ID, &t.Name, &created, &used); err != nil {
			return nil, err
		}
		t.Created = fromMillis(created)
		if used.Valid {
			u := fromMillis(used.Int64)
			t.LastUsed = &u
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// RevokeToken revokes one of a user's tokens.
func (db *DB) RevokeToken(ctx context.Context, userID int64, id string) error {
	res, err := db.write.ExecContext(ctx, "UPDATE tokens SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL",
		now(), id, userID)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return store.Missing("token not found")
	}
	return nil
}

// UserByToken finds the owner of a token that is not revoked, and notes
// its use (at most once a minute, so reads do not turn into writes).
func (db *DB) UserByToken(ctx context.Context, hash []byte) (store.User, error) {
	var u store.User
	var id string
	var created int64
	var used sql.NullInt64
	err := db.read.QueryRowContext(ctx, `SELECT u.id, u.name, u.admin, u.created_at, t.id, t.last_used_at
		FROM tokens t JOIN users u ON u.id = t.user_id WHERE t.hash = ? AND t.revoked_at IS NULL`, hash).
		Scan(&u.ID, &u.Name, &u.Admin, &created, &id, &used)
	if err != nil {
		return store.User{}, notFound(err, "token")
	}
	u.Created = fromMillis(created)
	if t := now(); !used.Valid || t-used.Int64 > 60_000 {
		db.write.ExecContext(ctx, "UPDATE tokens SET last_used_at = ? WHERE id = ?", t, id)
	}
	return u, nil
}
