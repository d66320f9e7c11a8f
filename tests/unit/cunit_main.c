#include "cunit_main.h"

#include <CUnit/Basic.h>
#include <stdio.h>

int cunit_main(CU_SuiteInfo *suites)
{
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 99;
    if (CU_register_suites(suites) != CUE_SUCCESS) {
        fprintf(stderr, "cannot register suites: %s\n", CU_get_error_msg());
        CU_cleanup_registry();
        return 99;
    }
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures() + CU_get_number_of_tests_failed();
    int status = (failed == 0 && CU_get_error() == CUE_SUCCESS) ? 0 : 1;
    CU_cleanup_registry();
    return status;
}
