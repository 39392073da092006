package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/neuralcut/neuralcut/internal/app"
	"github.com/neuralcut/neuralcut/internal/fsutil"
	"github.com/neuralcut/neuralcut/internal/store"
)

// EnvPassword gives `users add` and `users passwd` the password.
const EnvPassword = "NEURALCUT_PASSWORD"

func init() {
	register("users add", "NAME [--admin] --data DIR (password from NEURALCUT_PASSWORD or standard input)", runUsersAdd)
	register("users passwd", "NAME --data DIR (password from NEURALCUT_PASSWORD or standard input)", runUsersPasswd)
	register("tokens create", "NAME [--user U] --data DIR (prints the token alone on its last line)", runTokensCreate)
	register("project export", "ID -o FILE.json [--user U] --data DIR", runProjectExport)
	register("project import", "FILE.json [--name NAME] [--user U] --data DIR", runProjectImport)
}

// serverApp opens the data folder a server uses (a running server may
// share it: the database serializes writers).
func serverApp(ctx context.Context, dir string) (*app.App, func(), error) {
	d, err := app.OpenData(ctx, dir)
	if err != nil {
		return nil, nil, err
	}
	return app.NewServer(d, app.Services{}, nil), func() { d.Close() }, nil
}

func dataFlag(fs *flag.FlagSet) *string {
	return fs.String("data", app.DefaultDataDir, "the server's data folder")
}

// readPassword takes the password from NEURALCUT_PASSWORD or the first line
// of standard input (never from a flag: it would show in the process list).
func readPassword() (string, error) {
	if p := os.Getenv(EnvPassword); p != "" {
		return p, nil
	}
	line, err := bufio.NewReader(os.Stdin).ReadString('\n')
	if err != nil && err != io.EOF {
		return "", err
	}
	p := strings.TrimRight(line, "\r\n")
	if p == "" {
		return "", fmt.Errorf("no password: set %s or write it on standard input", EnvPassword)
	}
	return p, nil
}

func runUsersAdd(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("users add", flag.ContinueOnError)
	data := dataFlag(fs)
	admin := fs.Bool("admin", false, "an administrator")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	pw, err := readPassword()
	if err != nil {
		return err
	}
	a, done, err := serverApp(ctx, *data)
	if err != nil {
		return err
	}
	defer done()
	u, err := a.CreateUser(ctx, pos[0], pw, *admin)
	if err != nil {
		return err
	}
	fmt.Printf("added user %s (id %d)\n", u.Name, u.ID)
	return nil
}

func runUsersPasswd(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("users passwd", flag.ContinueOnError)
	data := dataFlag(fs)
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	pw, err := readPassword()
	if err != nil {
		return err
	}
	a, done, err := serverApp(ctx, *data)
	if err != nil {
		return err
	}
	defer done()
	if err := a.SetPassword(ctx, pos[0], pw); err != nil {
		return err
	}
	fmt.Printf("changed the password of %s (its sessions are signed out)\n", pos[0])
	return nil
}

// userID finds a user by name.
func userID(ctx context.Context, a *app.App, name string) (int64, error) {
	u, _, err := a.Catalog.UserByName(ctx, name)
	if err != nil {
		return 0, fmt.Errorf("no user %q", name)
	}
	return u.ID, nil
}

func runTokensCreate(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("tokens create", flag.ContinueOnError)
	data := dataFlag(fs)
	user := fs.String("user", app.AdminName, "the token's owner")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	a, done, err := serverApp(ctx, *data)
	if err != nil {
		return err
	}
	defer done()
	id, err := userID(ctx, a, *user)
	if err != nil {
		return err
	}
	t, err := a.CreateToken(ctx, id, pos[0])
	if err != nil {
		return err
	}
	fmt.Printf("created token %s (%s) for %s; it is shown once:\n%s\n", t.ID, t.Name, *user, t.Token)
	return nil
}

func runProjectExport(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("project export", flag.ContinueOnError)
	data := dataFlag(fs)
	out := fs.String("o", "", "the project file to write")
	user := fs.String("user", app.AdminName, "the project's owner")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 || *out == "" {
		return errUsage
	}
	if _, err := fsutil.CheckOutput(*out); err != nil {
		return err
	}
	a, done, err := serverApp(ctx, *data)
	if err != nil {
		return err
	}
	defer done()
	id, err := userID(ctx, a, *user)
	if err != nil {
		return err
	}
	doc, v, err := a.ProjectJSON(ctx, store.Key{Owner: id, ID: pos[0]})
	if err != nil {
		return err
	}
	if err := fsutil.WriteAtomic(*out, append(doc, '\n'), fsutil.DefaultPerm); err != nil {
		return err
	}
	fmt.Printf("wrote %s (project %s at version %d)\n", *out, pos[0], v)
	return nil
}

func runProjectImport(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("project import", flag.ContinueOnError)
	data := dataFlag(fs)
	name := fs.String("name", "", "the project's name (default: the file's)")
	user := fs.String("user", app.AdminName, "the project's owner")
	pos, err := parseFlags(fs, args)
	if err != nil || len(pos) != 1 {
		return errUsage
	}
	b, err := fsutil.ReadRegular(pos[0])
	if err != nil {
		return err
	}
	a, done, err := serverApp(ctx, *data)
	if err != nil {
		return err
	}
	defer done()
	id, err := userID(ctx, a, *user)
	if err != nil {
		return err
	}
	if *name == "" {
		*name = strings.TrimSuffix(strings.TrimSuffix(fileBase(pos[0]), ".json"), ".ncut")
	}
	d, err := a.ImportProject(ctx, id, *name, b)
	if err != nil {
		return err
	}
	fmt.Printf("imported %s as project %s (%q)\n%s\n", pos[0], d.ID, d.Name, d.ID)
	return nil
}

func fileBase(p string) string {
	if i := strings.LastIndexAny(p, `/\`); i >= 0 {
		return p[i+1:]
	}
	return p
}
