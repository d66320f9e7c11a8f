#include "cli/command.h"

#include <string.h>

static const command_option_t help_option = {'h', "help", NULL, "print this help"};

/* "-o FILE", "--format text|yaml", "-h, --help": an option as its
 * command's help lists it. */
static void option_spelling(const command_option_t *option, char *out, size_t size)
{
    size_t n = 0;
    if (option->letter != 0)
        n += (size_t)snprintf(out, size, "-%c%s", option->letter, option->name ? ", " : "");
    if (option->name != NULL && n < size)
        n += (size_t)snprintf(out + n, size - n, "--%s", option->name);
    if (option->value != NULL && n < size)
        snprintf(out + n, size - n, " %s", option->value);
}

static void print_option(const command_option_t *option, int width, FILE *out)
{
    char spelling[128] = "";
    option_spelling(option, spelling, sizeof spelling);
    fprintf(out, "  %-*s  %s\n", width, spelling, option->help);
}

void command_print_help(const command_t *command, FILE *out)
{
    char spelling[128] = "";
    option_spelling(&help_option, spelling, sizeof spelling);
    size_t width = strlen(spelling);
    for (const command_option_t *o = command->options; o->letter || o->name; o++) {
        option_spelling(o, spelling, sizeof spelling);
        if (strlen(spelling) > width)
            width = strlen(spelling);
    }
    fprintf(out, "Usage:\n%s\n%s\nOptions:\n", command->usage, command->about);
    for (const command_option_t *o = command->options; o->letter || o->name; o++)
        print_option(o, (int)width, out);
    print_option(&help_option, (int)width, out);
}

bool command_sane(const command_t *command)
{
    if (command->name == NULL || command->usage == NULL || command->about == NULL ||
        command->options == NULL || command->run == NULL)
        return false;
    size_t n = 0;
    for (const command_option_t *o = command->options; o->letter || o->name; o++, n++)
        if (o->help == NULL || o->letter == 'h' || (o->name && strcmp(o->name, "help") == 0))
            return false;
    return n <= COMMAND_OPTIONS_MAX;
}
