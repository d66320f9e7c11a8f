#include <stdio.h>
int main(void) { puts("twigs"); return 0; }
