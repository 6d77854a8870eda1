// What `vclint --version` says about the build. `make` defines VCLINT_BUILD_COMMIT as the clone's
// commit (`-Xcc -DVCLINT_BUILD_COMMIT=...`); a plain `swift build` leaves it empty.
#ifndef VCLINT_BUILD_INFO_H
#define VCLINT_BUILD_INFO_H

#ifndef VCLINT_BUILD_COMMIT
#define VCLINT_BUILD_COMMIT ""
#endif

static inline const char *vclint_build_commit(void) { return VCLINT_BUILD_COMMIT; }

#endif
