package fsutil

import (
	"context"
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// Lock takes an exclusive advisory lock on path+".lock", waiting for other
// processes that hold it until ctx ends (a cancelled command does not hang
// on a lock). The returned function releases it.
//
// The lock file exists only while someone holds it: unlock removes it, so
// no call, failed or not, leaves one behind. A waiter that wins the lock
// on a file already removed by the previous holder notices (the path no
// longer names its file) and takes the lock again on the new file. A lock
// path that is not a regular file (a link, a FIFO, a directory) is refused
// and left alone.
func Lock(ctx context.Context, path string) (unlock func(), err error) {
	lp := path + ".lock"
	for {
		f, err := openLockFile(lp)
		if err != nil {
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		if err := flockWait(ctx, f); err != nil {
			f.Close()
			return nil, fmt.Errorf("lock %s: %w", path, err)
		}
		held, _ := f.Stat()
		now, err := os.Lstat(lp)
		if err != nil || held == nil || !os.SameFile(held, now) {
			// the holder we waited for removed this file on its way out
			f.Close()
			continue
		}
		return func() {
			os.Remove(lp)
			syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
			f.Close()
		}, nil
	}
}

// openLockFile opens or creates a lock file, refusing anything but a
// regular file: O_NOFOLLOW fails on a link (which would otherwise create
// the link's target), O_NONBLOCK keeps a FIFO from blocking the open.
func openLockFile(lp string) (*os.File, error) {
	f, err := os.OpenFile(lp, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0o666)
	if err != nil {
		if st, lerr := os.Lstat(lp); lerr == nil && !st.Mode().IsRegular() {
			return nil, notRegular("lock file", lp, st.Mode())
		}
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, notRegular("lock file", lp, st.Mode())
	}
	return f, nil
}

// flockWait takes the lock, polling so that ctx can end the wait: a
// blocking flock cannot be interrupted.
func flockWait(ctx context.Context, f *os.File) error {
	wait := time.Millisecond
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if err == nil {
			return nil
		}
		if !errors.Is(err, syscall.EWOULDBLOCK) && !errors.Is(err, syscall.EINTR) {
			return err
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("gave up waiting for another process to finish: %w", context.Cause(ctx))
		case <-t.C:
		}
		wait = min(wait*2, 50*time.Millisecond)
	}
}
