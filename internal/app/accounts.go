package app

import (
	"context"
	"errors"
	"strings"
	"unicode"

	"github.com/neuralcut/neuralcut/internal/auth"
	"github.com/neuralcut/neuralcut/internal/store"
)

// AdminName is the first account's name.
const AdminName = "admin"

// MinPasswordLength is the shortest password accepted.
const MinPasswordLength = 8

// ErrWeakPassword is a password shorter than MinPasswordLength.
var ErrWeakPassword = errors.New("the password must be at least 8 characters")

// validUserName is a name of 1..64 letters, digits, '.', '_' or '-'.
func validUserName(name string) bool {
	if name == "" || len(name) > 64 {
		return false
	}
	for _, r := range name {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '.' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// CreateUser adds an account with password (hashed with argon2id).
func (a *App) CreateUser(ctx context.Context, name, password string, admin bool) (store.User, error) {
	if err := a.needCatalog(); err != nil {
		return store.User{}, err
	}
	if !validUserName(name) {
		return store.User{}, errors.New("a user name is 1 to 64 letters, digits, '.', '_' or '-'")
	}
	if len(password) < MinPasswordLength {
		return store.User{}, ErrWeakPassword
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return store.User{}, err
	}
	return a.Catalog.CreateUser(ctx, name, hash, admin)
}

// SetPassword changes a user's password and signs out its sessions.
func (a *App) SetPassword(ctx context.Context, name, password string) error {
	if err := a.needCatalog(); err != nil {
		return err
	}
	if len(password) < MinPasswordLength {
		return ErrWeakPassword
	}
	u, _, err := a.Catalog.UserByName(ctx, name)
	if err != nil {
		return err
	}
	hash, err := auth.HashPassword(password)
	if err != nil {
		return err
	}
	return a.Catalog.SetPassword(ctx, u.ID, hash)
}

// NewToken is an API token as created: the secret is shown this once and
// stored only as its hash.
type NewToken struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Token string `json:"token"`
}

// CreateToken makes an API token for user.
func (a *App) CreateToken(ctx context.Context, userID int64, name string) (NewToken, error) {
	if err := a.needCatalog(); err != nil {
		return NewToken{}, err
	}
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 100 || strings.ContainsFunc(name, unicode.IsControl) {
		return NewToken{}, errors.New("a token's name is 1 to 100 printable characters")
	}
	secret := auth.NewSecret("nct_")
	t, err := a.Catalog.CreateToken(ctx, userID, auth.NewID("tok_"), name, auth.HashSecret(secret))
	if err != nil {
		return NewToken{}, err
	}
	return NewToken{ID: t.ID, Name: t.Name, Token: secret}, nil
}
