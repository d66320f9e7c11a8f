#include "cli/output.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "io/utf8.h"

static void output_error(const output_t *out, const char *what, int reason)
{
    fprintf(stderr, "twigs %s: %s ", out->command, what);
    utf8_print_escaped(stderr, out->path);
    fprintf(stderr, ": %s\n", reason != 0 ? strerror(reason) : "a write failed");
}

typedef enum { WRITE_REPLACE, WRITE_COPY, WRITE_THROUGH } write_way_t;

/* The most symbolic links followed from one PATH, as Linux's own limit. */
#define LINKS_MAX 40
/* The longest text of a symbolic link read. */
#define LINK_TEXT_MAX 65536

/* The text of the symbolic link `link`, malloc'd; NULL with errno set. */
static char *link_read(const char *link)
{
    for (size_t size = 256; size <= LINK_TEXT_MAX; size *= 2) {
        char *text = malloc(size);
        if (text == NULL)
            return NULL;
        ssize_t n = readlink(link, text, size);
        if (n >= 0 && (size_t)n < size) {
            text[n] = '\0';
            return text;
        }
        int reason = errno;
        free(text);
        errno = reason;
        if (n < 0)
            return NULL;
    }
    errno = ENAMETOOLONG;
    return NULL;
}

/* Where the symbolic link `link` leads: its text, which when relative
 * starts from the link's folder; malloc'd, NULL with errno set. */
static char *link_follow(const char *link)
{
    char *text = link_read(link);
    if (text == NULL || text[0] == '/')
        return text;
    const char *slash = strrchr(link, '/');
    size_t folder = slash != NULL ? (size_t)(slash - link) + 1 : 0;
    char *next = malloc(folder + strlen(text) + 1);
    if (next != NULL) {
        memcpy(next, link, folder);
        strcpy(next + folder, text);
    }
    free(text);
    if (next == NULL)
        errno = ENOMEM;
    return next;
}

/* The file that PATH names once its symbolic links are followed, which
 * need not exist (a dangling link names where its file would be);
 * malloc'd, NULL with errno set. */
static char *path_resolve(const char *path)
{
    char *current = strdup(path);
    for (int links = 0; current != NULL; links++) {
        struct stat st;
        if (lstat(current, &st) != 0 || !S_ISLNK(st.st_mode))
            return current;
        char *next = links < LINKS_MAX ? link_follow(current) : NULL;
        int reason = links < LINKS_MAX ? errno : ELOOP;
        free(current);
        current = next;
        errno = reason;
    }
    return NULL;
}

/* How PATH is written: through it, when it is (or leads to) anything but
 * a regular file; else into out->target, the regular file its symbolic
 * links lead to, existing or not, whose state goes in out->old (a new
 * file: st_nlink 0, and the umask's mode).  False (errno set) when PATH
 * cannot be looked at. */
static bool write_way(output_t *out, write_way_t *way)
{
    struct stat st;
    bool exists = stat(out->path, &st) == 0;
    if (!exists && errno != ENOENT)
        return false;
    *way = WRITE_THROUGH;
    if (exists && !S_ISREG(st.st_mode))
        return true;
    out->target = path_resolve(out->path);
    if (out->target == NULL)
        return false;
    if (lstat(out->target, &out->old) == 0) {
        /* What it is now counts, should it have changed since. */
        if (S_ISREG(out->old.st_mode))
            *way = out->old.st_nlink > 1 ? WRITE_COPY : WRITE_REPLACE;
        return true;
    }
    if (errno != ENOENT)
        return false;
    memset(&out->old, 0, sizeof out->old);
    mode_t mask = umask(0);
    umask(mask);
    out->old.st_mode = 0666 & ~mask;
    *way = WRITE_REPLACE;
    return true;
}

/* A new file beside the target (TARGET.XXXXXX), guarded against signals
 * from the moment it exists. */
static FILE *temporary_open(output_t *out)
{
    size_t length = strlen(out->target) + sizeof ".XXXXXX";
    out->temporary = malloc(length);
    if (out->temporary == NULL) {
        output_error(out, "cannot write", ENOMEM);
        return NULL;
    }
    snprintf(out->temporary, length, "%s.XXXXXX", out->target);
    sigset_t held;
    interrupt_hold(&held);
    int fd = mkstemp(out->temporary);
    int reason = errno;
    if (fd >= 0)
        interrupt_guard(out->interrupt, out->temporary);
    interrupt_release(&held);
    if (fd < 0) {
        free(out->temporary);
        out->temporary = NULL;
        output_error(out, "cannot create a file beside", reason);
        return NULL;
    }
    FILE *stream = fdopen(fd, "w");
    if (stream == NULL) {
        output_error(out, "cannot write", errno);
        close(fd);
    }
    return stream;
}

bool output_open(output_t *out, const char *path, const char *command, interrupt_t *interrupt)
{
    memset(out, 0, sizeof *out);
    out->command = command;
    out->interrupt = interrupt;
    if (path == NULL || strcmp(path, "-") == 0 || strcmp(path, "/dev/stdout") == 0) {
        out->stream = stdout;
        return true;
    }
    out->path = strdup(path);
    if (out->path == NULL) {
        fprintf(stderr, "twigs %s: out of memory\n", command);
        return false;
    }
    write_way_t way;
    if (!write_way(out, &way)) {
        output_error(out, "cannot write", errno);
    } else if (way == WRITE_THROUGH) {
        out->stream = fopen(path, "w");
        if (out->stream == NULL)
            output_error(out, "cannot write", errno);
    } else {
        out->copy = way == WRITE_COPY;
        out->stream = temporary_open(out);
    }
    if (out->stream == NULL)
        output_close(out, false);
    return out->stream != NULL;
}

/* Gives the file the owner and group of `old` where twigs may: both when
 * run by root, else the group when it is one of the user's; else the
 * file stays the user's. */
static void owner_give(int fd, const struct stat *old)
{
    if (fchown(fd, old->st_uid, old->st_gid) == 0)
        return;
    if (fchown(fd, (uid_t)-1, old->st_gid) != 0)
        return;
}

/* The temporary file, which is to replace the target, gets the target's
 * owner and group where twigs may give them, and its mode (a new file:
 * 0666 less the umask).  The set-user-ID and set-group-ID bits stay only
 * with the owner and group they were set for.  False with errno set when
 * the mode cannot be set. */
static bool temporary_mode(const output_t *out, int fd)
{
    const struct stat *old = &out->old;
    if (old->st_nlink == 0)
        return fchmod(fd, old->st_mode) == 0;
    struct stat now;
    if (fstat(fd, &now) != 0)
        return false;
    if (now.st_uid != old->st_uid || now.st_gid != old->st_gid) {
        owner_give(fd, old);
        if (fstat(fd, &now) != 0)
            return false;
    }
    mode_t mode = old->st_mode & 07777;
    if (now.st_uid != old->st_uid)
        mode &= ~(mode_t)S_ISUID;
    if (now.st_gid != old->st_gid)
        mode &= ~(mode_t)S_ISGID;
    return fchmod(fd, mode) == 0;
}

/* What is to take the target's place is whole on the disk, with the
 * target's mode, before the target changes; false with an errno value
 * in *reason. */
static bool temporary_ready(const output_t *out, int *reason)
{
    int fd = fileno(out->stream);
    bool ok = fflush(out->stream) == 0 && (out->copy || temporary_mode(out, fd)) && fsync(fd) == 0;
    *reason = ok ? 0 : errno;
    return ok;
}

static bool write_all(int fd, const char *buffer, size_t size)
{
    while (size > 0) {
        ssize_t n = write(fd, buffer, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        buffer += n;
        size -= (size_t)n;
    }
    return true;
}

/* Copies what is left to read of `in` to `out`. */
static bool copy_bytes(int in, int out)
{
    char buffer[65536];
    bool ok = true;
    for (ssize_t got; ok && (got = read(in, buffer, sizeof buffer)) != 0;)
        ok = got > 0 ? write_all(out, buffer, (size_t)got) : errno == EINTR;
    return ok;
}

/* What a stopped run wrote goes to standard output instead of replacing
 * the target, so that nothing it found is lost (docs/rules.md). */
static bool temporary_spill(const output_t *out)
{
    int in = open(out->temporary, O_RDONLY);
    bool ok = in >= 0 && fflush(stdout) == 0 && copy_bytes(in, STDOUT_FILENO);
    if (in >= 0)
        close(in);
    return ok;
}

/* Takes in `to` (open, of `old` bytes) the room for `size` bytes, or
 * leaves it as it was; an errno value, or 0 when done. */
static int room_take(int to, off_t old, off_t size)
{
    if (size <= old)
        return 0;
    int reason = posix_fallocate(to, 0, size);
    struct stat st;
    /* A failed reservation may have lengthened the file with zeros past
     * its content: they go. */
    bool lengthened = reason != 0 && fstat(to, &st) == 0 && st.st_size != old;
    if (lengthened && ftruncate(to, old) != 0)
        return errno;
    return reason;
}

/* Copies the file `from` over the file `to`, which keeps its links (its
 * other names show the copy).  The room for the copy is taken first: on
 * a full disk `to` is left as it was.  False with an errno value in
 * *reason. */
static bool copy_into(const char *from, const char *to, int *reason)
{
    int in = open(from, O_RDONLY);
    int out = in < 0 ? -1 : open(to, O_WRONLY);
    struct stat from_st, to_st;
    bool ok = out >= 0 && fstat(in, &from_st) == 0 && fstat(out, &to_st) == 0;
    *reason = ok ? room_take(out, to_st.st_size, from_st.st_size) : errno;
    ok = ok && *reason == 0;
    ok = ok && copy_bytes(in, out) && ftruncate(out, from_st.st_size) == 0 && fsync(out) == 0;
    if (!ok && *reason == 0)
        *reason = errno;
    if (out >= 0 && close(out) != 0 && ok) {
        ok = false;
        *reason = errno;
    }
    if (in >= 0)
        close(in);
    return ok;
}

/* The temporary file takes the target's place, or is dropped; it is gone
 * either way.  A run that a signal stopped did not finish: its output,
 * whole or not, replaces nothing. */
static bool temporary_close(output_t *out, bool keep)
{
    bool ok = true;
    int reason = 0;
    sigset_t held;
    interrupt_hold(&held);
    bool stopped = keep && interrupt_signal(out->interrupt) != 0;
    keep = keep && !stopped;
    if (keep && out->copy) {
        ok = copy_into(out->temporary, out->target, &reason);
    } else if (keep) {
        ok = rename(out->temporary, out->target) == 0;
        reason = errno;
    }
    bool spilled = stopped && temporary_spill(out);
    if (!keep || out->copy || !ok)
        unlink(out->temporary);
    interrupt_guard(out->interrupt, NULL);
    interrupt_release(&held);
    if (!ok)
        output_error(out, out->copy ? "cannot write" : "cannot replace", reason);
    if (stopped)
        fprintf(stderr, "twigs %s: %s was left as it was: a signal stopped the run%s\n",
                out->command, out->path,
                spilled ? " (what it found is on standard output)" : "");
    return ok;
}

bool output_close(output_t *out, bool keep)
{
    bool ok = true;
    if (out->stream == stdout) {
        ok = !ferror(stdout);
    } else if (out->stream != NULL) {
        int reason = 0, closing;
        bool ready = !keep || out->temporary == NULL || temporary_ready(out, &reason);
        bool closed = stream_close(out->stream, &closing);
        ok = ready && closed;
        if (!ok)
            output_error(out, "cannot write", closed ? reason : closing);
    }
    if (out->temporary != NULL)
        ok = temporary_close(out, keep && ok) && ok;
    free(out->path);
    free(out->target);
    free(out->temporary);
    memset(out, 0, sizeof *out);
    return ok;
}

bool stream_close(FILE *stream, int *reason)
{
    bool failed = ferror(stream) != 0;
    errno = 0;
    *reason = 0;
    if (fflush(stream) != 0) {
        failed = true;
        *reason = errno;
    }
    /* An earlier failed flush dropped what it could not write, and its
     * reason; a write of nothing tells it again for most outputs (a full
     * device, a closed descriptor). */
    if (failed && *reason == 0 && write(fileno(stream), "", 0) < 0)
        *reason = errno;
    errno = 0;
    if (fclose(stream) != 0 && !failed) {
        failed = true;
        *reason = errno;
    }
    return !failed;
}
