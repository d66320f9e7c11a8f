#include "cli/args.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int args_usage_error(const char *command, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fprintf(stderr, "twigs %s: ", command);
    vfprintf(stderr, format, args);
    /* The command's own help says what it takes; help's is the usage. */
    if (strcmp(command, "help") == 0)
        fprintf(stderr, "\nTry 'twigs --help'.\n");
    else
        fprintf(stderr, "\nTry 'twigs %s --help'.\n", command);
    va_end(args);
    return 2;
}

/* Whether `value` is one of the words of `accepted` ("text|yaml"). */
static bool one_of(const char *value, const char *accepted)
{
    size_t length = strlen(value);
    for (const char *word = accepted; *word != '\0';) {
        size_t n = strcspn(word, "|");
        if (n == length && strncmp(word, value, n) == 0)
            return true;
        word += word[n] == '|' ? n + 1 : n;
    }
    return false;
}

int args_format(const char *command, const char *value, const char *accepted, const char **format)
{
    if (value != NULL && one_of(value, accepted)) {
        *format = value;
        return 0;
    }
    /* "text, yaml, json or svg" */
    char words[64];
    size_t n = 0, count = 1;
    for (const char *c = accepted; *c != '\0'; c++)
        count += *c == '|';
    for (const char *word = accepted; *word != '\0' && n < sizeof words; count--) {
        size_t length = strcspn(word, "|");
        n += (size_t)snprintf(words + n, sizeof words - n, "%s%.*s",
                              n == 0 ? "" : count == 1 ? " or " : ", ", (int)length, word);
        word += word[length] == '|' ? length + 1 : length;
    }
    return args_usage_error(command, "--format takes %s", words);
}

int args_seconds(const char *command, const char *option, const char *value, bool zero,
                 double *seconds)
{
    char *end;
    double t = value ? strtod(value, &end) : 0;
    if (value == NULL || *end != '\0' || !(zero ? t >= 0 : t > 0) || !isfinite(t))
        return args_usage_error(command, "%s takes a number of seconds %s", option,
                                zero ? "(0 or more)" : "above 0");
    *seconds = t;
    return 0;
}

int args_files(const char *command, const command_args_t *args, const char *missing,
               char *const **files, size_t *count)
{
    static char *const standard_input[] = {"-"};
    if (args->operand_count > 0) {
        *files = args->operands;
        *count = args->operand_count;
        return 0;
    }
    if (isatty(STDIN_FILENO))
        return args_usage_error(command, "%s (give - to read the terminal)", missing);
    *files = standard_input;
    *count = 1;
    return 0;
}

/* ---- Output ---- */

static void output_error(const output_t *out, const char *what, int reason)
{
    fprintf(stderr, "twigs %s: %s %s: %s\n", out->command, what, out->path,
            reason != 0 ? strerror(reason) : "a write failed");
}

typedef enum { WRITE_REPLACE, WRITE_COPY, WRITE_THROUGH } write_way_t;

/* How PATH is written, and for WRITE_REPLACE the mode of the file that
 * replaces it; false (errno set) when PATH cannot be looked at. */
static bool write_way(const char *path, write_way_t *way, mode_t *mode)
{
    struct stat st;
    if (lstat(path, &st) != 0) {
        if (errno != ENOENT)
            return false;
        mode_t mask = umask(0);
        umask(mask);
        *mode = 0666 & ~mask;
        *way = WRITE_REPLACE;
    } else if (S_ISLNK(st.st_mode)) {
        struct stat target;
        *way = stat(path, &target) == 0 && S_ISREG(target.st_mode) ? WRITE_COPY : WRITE_THROUGH;
    } else if (S_ISREG(st.st_mode)) {
        *way = st.st_nlink > 1 ? WRITE_COPY : WRITE_REPLACE;
        *mode = st.st_mode & 0777;
    } else {
        *way = WRITE_THROUGH;
    }
    return true;
}

/* A new file beside PATH (PATH.XXXXXX), with `mode` for WRITE_REPLACE,
 * guarded against signals from the moment it exists. */
static FILE *temporary_open(output_t *out, write_way_t way, mode_t mode)
{
    size_t length = strlen(out->path) + sizeof ".XXXXXX";
    out->temporary = malloc(length);
    if (out->temporary == NULL) {
        output_error(out, "cannot write", ENOMEM);
        return NULL;
    }
    snprintf(out->temporary, length, "%s.XXXXXX", out->path);
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
    FILE *stream = NULL;
    if (way == WRITE_COPY || fchmod(fd, mode) == 0)
        stream = fdopen(fd, "w");
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
    mode_t mode = 0;
    if (!write_way(path, &way, &mode)) {
        output_error(out, "cannot write", errno);
    } else if (way == WRITE_THROUGH) {
        out->stream = fopen(path, "w");
        if (out->stream == NULL)
            output_error(out, "cannot write", errno);
    } else {
        out->copy = way == WRITE_COPY;
        out->stream = temporary_open(out, way, mode);
    }
    if (out->stream == NULL)
        output_close(out, false);
    return out->stream != NULL;
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

/* Copies the file `from` into the file `to`, which keeps its links; false
 * with an errno value in *reason. */
static bool copy_into(const char *from, const char *to, int *reason)
{
    int in = open(from, O_RDONLY);
    int out = in < 0 ? -1 : open(to, O_WRONLY | O_TRUNC);
    bool ok = out >= 0;
    char buffer[65536];
    for (ssize_t got; ok && (got = read(in, buffer, sizeof buffer)) != 0;)
        ok = got > 0 ? write_all(out, buffer, (size_t)got) : errno == EINTR;
    *reason = ok ? 0 : errno;
    if (out >= 0 && close(out) != 0 && ok) {
        ok = false;
        *reason = errno;
    }
    if (in >= 0)
        close(in);
    return ok;
}

/* The temporary file takes PATH's place, or is dropped; it is gone
 * either way. */
static bool temporary_close(output_t *out, bool keep)
{
    bool ok = true;
    int reason = 0;
    sigset_t held;
    interrupt_hold(&held);
    if (keep && out->copy) {
        ok = copy_into(out->temporary, out->path, &reason);
    } else if (keep) {
        ok = rename(out->temporary, out->path) == 0;
        reason = errno;
    }
    if (!keep || out->copy || !ok)
        unlink(out->temporary);
    interrupt_guard(out->interrupt, NULL);
    interrupt_release(&held);
    if (!ok)
        output_error(out, out->copy ? "cannot write" : "cannot replace", reason);
    return ok;
}

bool output_close(output_t *out, bool keep)
{
    bool ok = true;
    if (out->stream == stdout) {
        ok = !ferror(stdout);
    } else if (out->stream != NULL) {
        int reason;
        ok = stream_close(out->stream, &reason);
        if (!ok)
            output_error(out, "cannot write", reason);
    }
    if (out->temporary != NULL)
        ok = temporary_close(out, keep && ok) && ok;
    free(out->path);
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
