/* The one runner every CUnit test program shares. */
#ifndef TWIGS_TESTS_CUNIT_MAIN_H
#define TWIGS_TESTS_CUNIT_MAIN_H

#include <CUnit/CUnit.h>

/* Registers the suites, runs them verbosely, and returns the exit status
 * for make check: 0 when every assertion passed. */
int cunit_main(CU_SuiteInfo *suites);

#endif
