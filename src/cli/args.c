#include "cli/args.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "io/utf8.h"

int args_usage_error(const char *command, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    fprintf(stderr, "twigs %s: ", command);
    /* The message quotes the command line, which may hold anything. */
    utf8_vprint_escaped(stderr, format, args);
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
