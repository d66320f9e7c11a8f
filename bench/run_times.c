/* Runs a command several times and prints how long each run took, in
 * microseconds, one run a line: the wall time from starting the process to
 * its end (without the cost of a shell's fork), then the processor time
 * it used (user and system), which other work on a busy machine does not
 * inflate.  The command's output goes to /dev/null.
 *
 *     run_times RUNS PROGRAM [ARGUMENT...]
 */
#define _POSIX_C_SOURCE 200809L
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

static double children_cpu_us(void)
{
    struct rusage usage;
    getrusage(RUSAGE_CHILDREN, &usage);
    return (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6 +
           (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: run_times RUNS PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", 1 /* O_WRONLY */, 0);
    for (int i = 0; i < runs; i++) {
        double start = now_us(), cpu = children_cpu_us();
        pid_t pid;
        int status;
        if (posix_spawn(&pid, argv[2], &actions, NULL, argv + 2, environ) != 0 ||
            waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            fprintf(stderr, "run_times: %s failed\n", argv[2]);
            return 1;
        }
        double wall = now_us() - start;
        printf("%.0f %.0f\n", wall, children_cpu_us() - cpu);
    }
    posix_spawn_file_actions_destroy(&actions);
    return 0;
}
