/* A stand-in for a hardware tool (nvidia-smi.exe, hipinfo.exe) in the Windows lane's
 * tests: a real Windows program, so the app finds and runs it exactly as it would the
 * driver's. Copied under the tool's name; beside it, NAME.reply says what to answer:
 * its first line the exit code, its second how many milliseconds to wait first (a
 * hung driver), the rest what to print on stdout. Each call's process id and command
 * line are appended to NAME.calls. Not needed on Windows itself: the tests on Linux fake the
 * same tools with scripts, which Windows cannot run as programs. */
#include <windows.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    char path[MAX_PATH + 16];
    DWORD length = GetModuleFileNameA(NULL, path, MAX_PATH);
    if (length == 0 || length >= MAX_PATH) return 120;
    char *dot = strrchr(path, '.');
    if (dot == NULL) return 121;

    strcpy(dot, ".calls");
    FILE *calls = fopen(path, "ab");
    if (calls != NULL) {
        fprintf(calls, "%lu %s\n", GetCurrentProcessId(), GetCommandLineA());
        fclose(calls);
    }

    strcpy(dot, ".reply");
    FILE *reply = fopen(path, "rb");
    if (reply == NULL) return 122;
    int exit_code = 0;
    unsigned long wait_ms = 0;
    if (fscanf(reply, "%d\n%lu\n", &exit_code, &wait_ms) != 2) return 123;
    if (wait_ms > 0) Sleep(wait_ms);
    char buffer[4096];
    size_t count;
    while ((count = fread(buffer, 1, sizeof buffer, reply)) > 0) fwrite(buffer, 1, count, stdout);
    fclose(reply);
    fflush(stdout);
    return exit_code;
}
