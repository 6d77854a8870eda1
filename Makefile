PREFIX ?= /usr/local
# One-command install from a clone: `make install`, or `make install PREFIX=$HOME/.local`.
# DESTDIR stages the install for packagers.

.PHONY: build install uninstall

# On Linux the Swift runtime is linked into the binary: it needs no toolchain beside it, and it
# starts in about 2 ms instead of 3.3. A toolchain without the static runtime builds as usual.
STATIC_RUNTIME := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)

build:
	swift build -c release --product vclint $(STATIC_RUNTIME) || swift build -c release --product vclint

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$(swift build -c release --show-bin-path)/vclint" "$(DESTDIR)$(PREFIX)/bin/vclint"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/vclint"
