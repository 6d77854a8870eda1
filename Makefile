PREFIX ?= /usr/local
# One-command install from a clone: `make install`, or `make install PREFIX=$HOME/.local`.
# DESTDIR stages the install for packagers.

.PHONY: build install uninstall

build:
	swift build -c release --product vclint

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$(swift build -c release --show-bin-path)/vclint" "$(DESTDIR)$(PREFIX)/bin/vclint"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/vclint"
