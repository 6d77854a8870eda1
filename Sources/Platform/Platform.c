// The target's one source file: SwiftPM needs one; the header is the whole of it.
#include "Platform.h"
