#include "cli/args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

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

int args_format(const char *command, const char *value, bool svg, const char **format)
{
    if (value == NULL || (strcmp(value, "text") != 0 && strcmp(value, "yaml") != 0 &&
                          (!svg || strcmp(value, "svg") != 0)))
        return args_usage_error(command, "--format takes %s", svg ? "text, yaml or svg"
                                                                  : "text or yaml");
    *format = value;
    return 0;
}

int args_format_only(const char *command, const command_args_t *args, bool svg,
                     const char **format)
{
    for (size_t i = 0; i < args->option_count; i++) {
        int status = args_format(command, args->options[i].value, svg, format);
        if (status != 0)
            return status;
    }
    return 0;
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
