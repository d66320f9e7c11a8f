#include "cli/args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

bool args_option(int argc, char **argv, int *i, const char *name, const char **value)
{
    const char *arg = argv[*i];
    size_t length = strlen(name);
    if (strncmp(arg, name, length) != 0)
        return false;
    if (arg[length] == '=') {
        *value = arg + length + 1;
        return true;
    }
    if (arg[length] != '\0')
        return false;
    *value = *i + 1 < argc ? argv[++*i] : NULL;
    return true;
}

int args_usage_error(const char *command, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fprintf(stderr, "twigs %s: ", command);
    vfprintf(stderr, format, args);
    fprintf(stderr, "\nTry 'twigs --help'.\n");
    va_end(args);
    return 2;
}

bool output_open(output_t *out, const char *path, const char *command)
{
    memset(out, 0, sizeof *out);
    if (path == NULL) {
        out->stream = stdout;
        return true;
    }
    size_t length = strlen(path) + 5;
    out->path = strdup(path);
    out->temporary = malloc(length);
    if (out->path == NULL || out->temporary == NULL) {
        fprintf(stderr, "twigs %s: out of memory\n", command);
        return false;
    }
    snprintf(out->temporary, length, "%s.tmp", path);
    out->stream = fopen(out->temporary, "w");
    if (out->stream == NULL) {
        fprintf(stderr, "twigs %s: cannot write %s: %s\n", command, out->temporary,
                strerror(errno));
        return false;
    }
    return true;
}

bool output_close(output_t *out, bool keep)
{
    bool ok = true;
    if (out->stream == stdout) {
        ok = fflush(stdout) == 0 && !ferror(stdout);
    } else if (out->stream != NULL) {
        ok = !ferror(out->stream);
        ok = fclose(out->stream) == 0 && ok;
        if (keep && ok)
            ok = rename(out->temporary, out->path) == 0;
        if (!keep || !ok)
            remove(out->temporary);
    }
    free(out->path);
    free(out->temporary);
    memset(out, 0, sizeof *out);
    return ok;
}
