-- Accounts, documents, media and jobs. Times are unix milliseconds.
CREATE TABLE users (
  id            INTEGER PRIMARY KEY,
  name          TEXT    NOT NULL UNIQUE,
  password_hash TEXT    NOT NULL,
  admin         INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL
);

CREATE TABLE sessions (
  id_hash    BLOB    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf       TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE tokens (
  id           TEXT    PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name         TEXT    NOT NULL,
  hash         BLOB    NOT NULL UNIQUE,
  created_at   INTEGER NOT NULL,
  last_used_at INTEGER,
  revoked_at   INTEGER
);
CREATE INDEX tokens_user ON tokens(user_id);

-- A video project keeps the project file's JSON, history included.
CREATE TABLE projects (
  id         TEXT    PRIMARY KEY,
  owner_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name       TEXT    NOT NULL,
  version    INTEGER NOT NULL,
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  doc        BLOB    NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX projects_owner ON projects(owner_id);

-- A photo document's layers live in the data folder (photos/ID/); the
-- version is its manifest's revision, copied here for listings.
CREATE TABLE photos (
  id         TEXT    PRIMARY KEY,
  owner_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name       TEXT    NOT NULL,
  version    INTEGER NOT NULL,
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX photos_owner ON photos(owner_id);

-- Content-addressed media: one file per content, whoever uploaded it.
CREATE TABLE media (
  sha256     TEXT    PRIMARY KEY,
  size       INTEGER NOT NULL,
  type       TEXT    NOT NULL,
  path       TEXT    NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE assets (
  id         TEXT    PRIMARY KEY,
  owner_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name       TEXT    NOT NULL,
  sha256     TEXT    NOT NULL REFERENCES media(sha256),
  created_at INTEGER NOT NULL
);
CREATE INDEX assets_owner_media ON assets(owner_id, sha256);

CREATE TABLE jobs (
  id         TEXT    PRIMARY KEY,
  owner_id   INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind       TEXT    NOT NULL,
  doc_id     TEXT    NOT NULL DEFAULT '',
  state      TEXT    NOT NULL,
  progress   REAL    NOT NULL DEFAULT 0,
  error      TEXT    NOT NULL DEFAULT '',
  input      BLOB,
  output     TEXT    NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX jobs_owner ON jobs(owner_id);
