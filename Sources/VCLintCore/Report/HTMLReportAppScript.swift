/// The page itself: reads the embedded JSON and builds the header, size map (its functions are
/// in `HTMLReportMapScript`), details, table and baseline sections. Controllers, SwiftUI screens
/// and view models are one list, `subjects`, largest first; each carries its `kind`. Every name, path and message
/// goes on the page through `textContent` or `setAttribute`, never through `innerHTML`. On
/// success it marks `<html data-ready>`, with the milliseconds since navigation started (style
/// and layout included) in `data-ready-ms`.
enum HTMLReportAppScript {
    static let source = #"""
(function () {
  "use strict";
  var root = document.documentElement;
  try {
    main();
    void document.body.getBoundingClientRect().height;  // style and layout done: count them too
    root.setAttribute("data-ready", "true");
    root.setAttribute("data-ready-ms", String(Math.round(performance.now())));
  } catch (error) {
    window.vclintRecordError("error: " + (error && error.stack ? error.stack : error));
  }

  function main() {
    var data = JSON.parse(document.getElementById("vclint-data").textContent);
    var kinds = { controller: "view controller", screen: "SwiftUI screen", view_model: "view model" };
    function ofKind(kind) { return function (c) { c.kind = kind; return c; }; }
    /* A stable sort: of two the same size, the controller, then the screen, then the view model. */
    var subjects = data.controllers.map(ofKind("controller"))
      .concat(data.screens.map(ofKind("screen")), data.view_models.map(ofKind("view_model")))
      .sort(function (a, b) { return b.lines.total - a.lines.total; });
    var presentKinds = Object.keys(kinds).filter(function (kind) { return subjects.some(function (c) { return c.kind === kind; }); });
    /* "view controller", or "controller, screen or view model" when the tree has SwiftUI types. */
    var noun = presentKinds.length > 1 || presentKinds[0] !== "controller" && presentKinds.length ? "type" : "controller";
    var suffixes = Object.create(null);
    data.rules.forEach(function (rule) { suffixes[rule.id] = rule.message_suffix; });
    function restore(f) {
      f.path = data.finding_files[f.file];
      f.message += suffixes[f.rule] || "";
    }
    data.other_findings.forEach(restore);
    var symbols = { error: "\u2716", warning: "\u25B2", clean: "\u2713" };
    var words = { error: "error", warning: "warning", clean: "no findings" };

    subjects.forEach(function (c, index) {
      c.index = index;
      c.folder = folderOf(c.path);
      c.errors = 0; c.warnings = 0; c.fresh = 0; c.worse = 0; c.byRule = Object.create(null);
      c.findings.forEach(function (f) {
        restore(f);
        if (f.severity === "error") c.errors++; else c.warnings++;
        if (f.status === "new") c.fresh++;
        if (f.status === "worse") c.worse++;
        c.byRule[f.rule] = (c.byRule[f.rule] || 0) + 1;
      });
      c.worst = c.errors ? "error" : c.warnings ? "warning" : "clean";
      var files = Object.create(null);
      c.extensions.forEach(function (e) { if (e.path !== c.path) files[e.path] = true; });
      c.fileCount = 1 + Object.keys(files).length;
    });
    /* The table names folders below the one all of them share. */
    var commonFolder = subjects.length ? subjects.map(function (c) { return c.folder; }).reduce(function (common, folder) {
      while (common && folder !== common && folder.indexOf(common + "/") !== 0) common = common.indexOf("/") < 0 ? "" : folderOf(common);
      return common;
    }) : "";
    subjects.forEach(function (c) {
      c.shortFolder = !commonFolder ? c.folder : c.folder === commonFolder ? "." : c.folder.slice(commonFolder.length + 1);
    });
    /* report --history: each controller's lines per sample, by the name the history gives it. */
    var seriesByName = Object.create(null), indexByName = Object.create(null);
    if (data.history) data.history.series.forEach(function (s) { seriesByName[s.name] = s.lines; });
    subjects.forEach(function (c) {
      if (c.kind !== "controller") return;  // history measures controllers
      if (indexByName[c.name] === undefined) indexByName[c.name] = c.index;
      indexByName[c.name + " (" + c.path + ")"] = c.index;
    });
    var usedRules = data.rules.filter(function (rule) {
      return subjects.some(function (c) { return c.byRule[rule.id]; })
        || data.other_findings.some(function (f) { return f.rule === rule.id; });
    });

    var app = document.getElementById("app");
    app.appendChild(el("a", { className: "skip", href: "#table-card", text: "Skip to the " + noun + " table" }));
    app.appendChild(header());
    var mainElement = el("main");
    app.appendChild(mainElement);
    var map = mapSection();
    var details = el("section", { className: "card", id: "details", "aria-label": "Selected " + noun });
    mainElement.appendChild(map.section);
    mainElement.appendChild(details);
    map.layout();
    var table = tableSection();
    mainElement.appendChild(table.section);
    if (data.history) mainElement.appendChild(historySection());
    if (data.baseline) mainElement.appendChild(fixedSection());
    if (data.other_findings.length) mainElement.appendChild(otherSection());
    if (data.file_errors.length) mainElement.appendChild(fileErrorSection());

    var tip = el("div", { id: "tip", role: "tooltip", hidden: "" });
    document.body.appendChild(tip);
    wireMap();
    var resizeFrame = 0;
    window.addEventListener("resize", function () {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(map.layout);
    });
    window.addEventListener("hashchange", function () { showFromHash(true); });
    showFromHash(false);

    // MARK: header

    function header() {
      var top = el("header", { className: "top" }, [
        el("h1", {}, ["vclint report", el("span", { className: "tool", text: " \u00B7 vclint " + data.tool.version })]),
        el("p", { className: "sub", text: data.title }),
      ]);
      var tiles = el("div", { className: "tiles" });
      var s = data.summary;
      tiles.appendChild(tile(fmt(s.controllers), "view controllers"));
      if (s.screens) tiles.appendChild(tile(fmt(s.screens), plural(s.screens, "SwiftUI screen", true)));
      if (s.view_models) tiles.appendChild(tile(fmt(s.view_models), plural(s.view_models, "view model", true)));
      tiles.appendChild(tile(fmt(s.lines), "lines of code in controllers"));
      tiles.appendChild(tile(fmt(s.errors), symbols.error + " " + plural(s.errors, "error", true), "error"));
      tiles.appendChild(tile(fmt(s.warnings), symbols.warning + " " + plural(s.warnings, "warning", true), "warning"));
      tiles.appendChild(tile(fmt(s.files), "source files read"));
      if (data.baseline) {
        tiles.appendChild(tile(fmt(data.baseline.new), "new since the baseline"));
        tiles.appendChild(tile(fmt(data.baseline.worse), "worse since the baseline"));
        tiles.appendChild(tile(fmt(data.baseline.fixed.length), "fixed since the baseline"));
      }
      top.appendChild(tiles);
      return top;
    }

    function tile(number, label, kind) {
      return el("div", { className: "tile" + (kind ? " " + kind : "") }, [el("b", { text: number }), el("span", { text: label })]);
    }

"""# + HTMLReportMapScript.functions + HTMLReportHistoryScript.functions + #"""
    // MARK: details of one controller, screen or view model

    function showFromHash(userAction) {
      var match = /^#c-(\d+)$/.exec(location.hash);
      var index = match ? Number(match[1]) - 1 : 0;  // #c-1 is the largest
      if (!subjects.length) {
        details.textContent = "";
        details.appendChild(el("h2", { text: "No view controllers" }));
        details.appendChild(el("p", { className: "empty", text: "vclint found no view controller, SwiftUI screen or view model under " + data.title + "." }));
        return;
      }
      if (!(index >= 0 && index < subjects.length)) index = 0;
      select(index);
      if (userAction) {
        map.focusBox(index);
        var heading = details.querySelector("h3");
        var top = details.getBoundingClientRect().top;
        if (top < 0 || top > window.innerHeight - 80) details.scrollIntoView({ block: "start" });
        if (!map.container.contains(document.activeElement)) heading.focus({ preventScroll: true });
      }
    }

    function select(index) {
      var c = subjects[index];
      if (map.selected !== undefined) map.boxes[map.selected].classList.remove("selected");
      map.selected = index;
      map.boxes[index].classList.add("selected");
      table.markCurrent(index);
      details.textContent = "";
      var heading = noun === "type" ? capitalized(kinds[c.kind]) + ", #" : "Controller #";
      details.appendChild(el("h2", { text: heading + (index + 1) + " of " + fmt(subjects.length) + " by size" }));
      details.appendChild(el("h3", { tabindex: "-1", text: c.name }));
      details.appendChild(el("p", { className: "where", text: c.path + ":" + c.line + " \u00B7 " + whatItIs(c) }));
      var facts = [fact(c.lines.total, "code lines"), fact(c.lines.body, "in the " + bodyPart(c)), fact(c.lines.extensions, "in extensions"),
        fact(c.methods, "methods"), fact(c.stored_properties, "stored properties"), fact(c.fileCount, c.fileCount === 1 ? "file" : "files")];
      if (c.kind === "controller") facts.push(fact(c.responsibilities, c.responsibilities === 1 ? "responsibility" : "responsibilities"));
      if (c.kind === "screen") facts.push(fact(c.observed_properties, "@State and @StateObject"));
      if (c.kind === "screen" && c.body_lines != null) facts.push(fact(c.body_lines, "lines in body"), fact(c.body_depth, "body nesting"));
      if (c.kind === "view_model") facts.push(fact(c.observed_properties, "published properties"));
      details.appendChild(el("div", { className: "facts" }, facts));
      var bodyShare = 100 * c.lines.body / Math.max(1, c.lines.total);
      var bodyBar = el("span", { className: "b" }), extensionBar = el("span", { className: "e" });
      bodyBar.style.width = bodyShare.toFixed(1) + "%";  // through the CSSOM: the policy forbids style attributes
      extensionBar.style.width = (c.lines.total ? 100 - bodyShare : 0).toFixed(1) + "%";
      details.appendChild(el("div", { className: "bar", "aria-hidden": "true" }, [bodyBar, extensionBar]));
      var history = historySeries(c);
      if (history) {
        details.appendChild(el("p", { className: "trend" }, [sparkline(history, c.name),
          " lines at each of the history's " + plural(history.length, "sample") + " (since " + data.history.window.since + ")"]));
      }

      details.appendChild(el("h4", { text: "Files and extensions" }));
      var fileRows = [fileRow(c, c.path, c.line, c.lines.body, bodyPart(c))];
      c.extensions.forEach(function (e) { fileRows.push(fileRow(c, e.path, e.line, e.lines, "extension")); });
      details.appendChild(el("table", { className: "data files" }, [
        el("thead", {}, [el("tr", {}, [el("th", { text: "File" }), el("th", { className: "num", text: "Code lines" })])]),
        el("tbody", {}, fileRows),
      ]));

      details.appendChild(el("h4", { text: "Findings (" + c.findings.length + ")" }));
      details.appendChild(c.findings.length ? findingList(c.findings) : el("p", { className: "empty", text: "No findings." }));
    }

    function whatItIs(c) {
      if (c.kind !== "controller") return kinds[c.kind];
      return "subclass of " + c.superclass + " \u00B7 view model: " + (c.view_model || "none")
        + (c.conformances.length ? " \u00B7 conforms to " + c.conformances.join(", ") : "");
    }

    /* Screens are mostly structs, so their own braces are the type's body, not a class's. */
    function bodyPart(c) { return c.kind === "controller" ? "class body" : "type body"; }

    function capitalized(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

    function fact(number, label) { return el("div", {}, [el("b", { text: fmt(number) }), el("span", { text: label })]); }

    /* Files in the controller's folder by name; others by their whole path. */
    function fileRow(c, path, line, lines, part) {
      var name = folderOf(path) === c.folder ? baseName(path) : path;
      return el("tr", {}, [
        el("td", { className: "path", title: path }, [el("span", { className: "file", text: name }), el("span", { className: "part", text: part + ", line " + line })]),
        el("td", { className: "num", text: fmt(lines) }),
      ]);
    }

    function findingList(findings) {
      return el("ul", { className: "findings" }, findings.map(function (f) {
        var head = el("div", { className: "head" }, [severity(f.severity), el("span", { className: "rule", text: f.rule })]);
        if (f.status) head.appendChild(el("span", { className: "badge " + f.status, text: f.status === "baselined" ? "in baseline" : f.status.toUpperCase() }));
        head.appendChild(el("span", { className: "loc", text: f.path + ":" + f.line + ":" + f.column }));
        var parts = [head, el("div", { className: "msg", text: f.message })];
        if (f.related && f.related.length) {
          parts.push(el("ul", { className: "related" }, f.related.map(function (r) {
            return el("li", {}, [el("span", { className: "loc", text: baseName(r.path) + ":" + r.line }), el("span", { text: r.message })]);
          })));
        }
        return el("li", { className: "finding" }, parts);
      }));
    }

    function severity(kind) {
      return el("span", { className: "sev " + kind, text: symbols[kind] + " " + words[kind] });
    }

    // MARK: ranked table

    function tableSection() {
      var section = el("section", { className: "card wide", id: "table-card", "aria-labelledby": "table-title" });
      section.appendChild(el("h2", { id: "table-title", text: noun === "type" ? "Controllers, screens and view models by size" : "Controllers by size" }));
      var search = el("input", { type: "search", placeholder: "part of a name" });
      var folder = el("input", { type: "search", placeholder: "starts with", list: "folders" });
      var folderList = el("datalist", { id: "folders" });
      var folders = Object.create(null);  /* no prototype: a folder may be named "constructor" */
      subjects.forEach(function (c) {
        for (var f = c.shortFolder; f && !folders[f]; f = f.indexOf("/") < 0 ? "" : folderOf(f)) folders[f] = true;
      });
      Object.keys(folders).sort().forEach(function (f) { folderList.appendChild(el("option", { value: f })); });
      var ruleSelect = el("select", {}, [
        el("option", { value: "", text: noun === "type" ? "All" : "All controllers" }),
        el("option", { value: ":any", text: "With any finding" }),
        el("option", { value: ":error", text: "With an error" }),
        el("option", { value: ":none", text: "Without findings" }),
      ].concat(usedRules.map(function (rule) { return el("option", { value: rule.id, text: "With " + rule.id }); })));
      var changedOnly = el("input", { type: "checkbox" });
      var count = el("span", { className: "count", "aria-live": "polite" });
      var filters = el("div", { className: "filters", role: "search", "aria-label": "Filter the table and map" }, [
        el("label", {}, ["Name", search]), el("label", {}, [commonFolder ? "Folder (in " + commonFolder + ")" : "Folder", folder, folderList]),
        el("label", {}, ["Findings", ruleSelect]),
      ]);
      var kindSelect = el("select", {}, [el("option", { value: "", text: "All kinds" })].concat(presentKinds.map(function (kind) {
        return el("option", { value: kind, text: capitalized(kinds[kind]) + "s" });
      })));
      if (presentKinds.length > 1) filters.insertBefore(el("label", {}, ["Kind", kindSelect]), filters.lastChild);
      if (data.baseline) filters.appendChild(el("label", { className: "check" }, [changedOnly, "Only with new or worse findings"]));
      filters.appendChild(count);
      section.appendChild(filters);

      var columns = [
        { title: "#", num: true, key: function (c) { return c.index; }, cell: function (c) { return String(c.index + 1); } },
        { title: noun === "type" ? "Name" : "Controller", rowHeader: true, key: function (c) { return c.name.toLowerCase(); },
          cell: function (c) { return el("a", { href: "#c-" + (c.index + 1), text: c.name }); } },
      ];
      if (presentKinds.length > 1) {
        columns.push({ title: "Kind", key: function (c) { return c.kind; }, cell: function (c) { return kinds[c.kind]; } });
      }
      columns = columns.concat([
        { title: "Folder", path: true, key: function (c) { return c.shortFolder; }, cell: function (c) { return c.shortFolder; } },
        { title: "Total", num: true, desc: true, key: function (c) { return c.lines.total; }, cell: function (c) { return fmt(c.lines.total); } },
        { title: "Class", num: true, desc: true, key: function (c) { return c.lines.body; }, cell: function (c) { return fmt(c.lines.body); } },
        { title: "Ext.", num: true, desc: true, key: function (c) { return c.lines.extensions; }, cell: function (c) { return fmt(c.lines.extensions); } },
        { title: "Files", num: true, desc: true, key: function (c) { return c.fileCount; }, cell: function (c) { return String(c.fileCount); } },
        { title: "Methods", num: true, desc: true, key: function (c) { return c.methods; }, cell: function (c) { return fmt(c.methods); } },
        { title: "Stored", num: true, desc: true, key: function (c) { return c.stored_properties; }, cell: function (c) { return fmt(c.stored_properties); } },
      ]);
      usedRules.forEach(function (rule) {
        columns.push({ title: rule.name, rule: rule.id, num: true, desc: true, key: function (c) { return c.byRule[rule.id] || 0; },
          cell: function (c) { return String(c.byRule[rule.id] || 0); } });
      });
      columns.push({ title: "Worst", desc: true, key: function (c) { return c.errors ? 2e9 + c.errors : c.warnings; },
        cell: function (c) { return severity(c.worst); } });
      if (data.baseline) {
        columns.push({ title: "New", num: true, desc: true, key: function (c) { return c.fresh; }, cell: function (c) { return String(c.fresh); } });
        columns.push({ title: "Worse", num: true, desc: true, key: function (c) { return c.worse; }, cell: function (c) { return String(c.worse); } });
      }

      var headCells = columns.map(function (column, index) {
        var button = el("button", { type: "button", text: column.title });
        if (column.rule) button.setAttribute("title", column.rule);
        button.addEventListener("click", function () { sortBy(index); });
        return el("th", { className: column.num ? "num" : "", scope: "col" }, [button]);
      });
      var tbody = el("tbody");
      section.appendChild(el("div", { className: "tablewrap" }, [el("table", { className: "data", id: "controllers" }, [
        el("caption", { className: "skip", text: (noun === "type" ? "View controllers, SwiftUI screens and view models" : "View controllers")
          + ", largest first; the column buttons sort." }),
        el("thead", {}, [el("tr", {}, headCells)]), tbody])]));
      var more = el("button", { type: "button", className: "more" });
      var all = el("button", { type: "button", className: "more" });
      section.appendChild(el("p", { className: "paging" }, [more, " ", all]));

      /* Rows are built when first shown, and a page at a time: a table of 2,000 rows costs the
         browser more to lay out than the rest of the page together. */
      var pageSize = 200, limit = pageSize;
      var order = subjects.slice(), visible = order, rows = [], current = -1;
      function row(c) {
        if (rows[c.index]) return rows[c.index];
        var tr = el("tr", { "data-index": String(c.index), className: c.index === current ? "current" : "" });
        columns.forEach(function (column) {
          var value = column.cell(c);
          var className = column.num ? (value === "0" ? "num zero" : "num") : column.path ? "path" : "";
          tr.appendChild(column.rowHeader ? el("th", { scope: "row" }, [value]) : el("td", { className: className }, [value]));
        });
        return (rows[c.index] = tr);
      }
      function render() {
        var fragment = document.createDocumentFragment();
        visible.slice(0, limit).forEach(function (c) { fragment.appendChild(row(c)); });
        tbody.textContent = "";
        tbody.appendChild(fragment);
        var left = visible.length - Math.min(limit, visible.length);
        more.hidden = all.hidden = left === 0;
        more.textContent = "Show " + fmt(Math.min(pageSize, left)) + " more";
        all.textContent = "Show all " + fmt(visible.length);
        all.hidden = left <= pageSize;
        var shown = "Showing " + fmt(Math.min(limit, visible.length)) + " of ";
        count.textContent = visible.length === subjects.length ? shown + plural(subjects.length, noun)
          : shown + fmt(visible.length) + " matching (" + plural(subjects.length, noun) + " in all); the map dims the others";
      }
      more.addEventListener("click", function () { limit += pageSize; render(); });
      all.addEventListener("click", function () { limit = visible.length; render(); });

      var sortColumn = columns.findIndex(function (column) { return column.title === "Total"; }), ascending = false;
      headCells[sortColumn].setAttribute("aria-sort", "descending");
      function sortBy(index) {
        var column = columns[index];
        ascending = index === sortColumn ? !ascending : !column.desc;
        headCells[sortColumn].removeAttribute("aria-sort");
        sortColumn = index;
        headCells[index].setAttribute("aria-sort", ascending ? "ascending" : "descending");
        order = subjects.slice().sort(function (a, b) {
          var x = column.key(a), y = column.key(b);
          var result = x < y ? -1 : x > y ? 1 : 0;
          return (ascending ? result : -result) || a.index - b.index;
        });
        applyFilters();
      }

      function applyFilters() {
        var name = search.value.trim().toLowerCase();
        var prefix = folder.value.trim().replace(/\/+$/, "");
        var rule = ruleSelect.value;
        var kind = kindSelect.value;
        var keep = subjects.map(function (c) {
          return (!name || c.name.toLowerCase().indexOf(name) >= 0)
            && (!kind || c.kind === kind)
            && (!prefix || [c.shortFolder, c.folder].some(function (f) { return f === prefix || f.indexOf(prefix + "/") === 0; }))
            && (rule === "" || (rule === ":any" ? c.findings.length > 0 : rule === ":error" ? c.errors > 0
              : rule === ":none" ? c.findings.length === 0 : c.byRule[rule] > 0))
            && (!changedOnly.checked || c.fresh + c.worse > 0);
        });
        keep.forEach(function (kept, index) { map.boxes[index].classList.toggle("dim", !kept); });
        visible = order.filter(function (c) { return keep[c.index]; });
        limit = pageSize;
        render();
      }
      [search, folder].forEach(function (input) { input.addEventListener("input", applyFilters); });
      [ruleSelect, kindSelect, changedOnly].forEach(function (input) { input.addEventListener("change", applyFilters); });
      applyFilters();
      return {
        section: section,
        markCurrent: function (index) {
          if (rows[current]) rows[current].classList.remove("current");
          current = index;
          if (rows[index]) rows[index].classList.add("current");
        },
      };
    }

    // MARK: baseline, other findings, unreadable files

    function fixedSection() {
      var b = data.baseline;
      var section = el("section", { className: "card wide", id: "baseline-card", "aria-labelledby": "baseline-title" });
      section.appendChild(el("h2", { id: "baseline-title", text: "Since the baseline" }));
      section.appendChild(el("p", { className: "hint", text: "Compared with " + b.path + ": " + plural(b.new, "new finding") + ", "
        + plural(b.worse, "finding") + " worse (a measured size that grew), " + fmt(b.baselined) + " still as recorded, "
        + fmt(b.fixed.length) + " fixed (listed in the baseline, no longer found)." }));
      if (!b.fixed.length) return section;
      section.appendChild(el("h3", { text: "Fixed" }));
      section.appendChild(el("div", { className: "tablewrap" }, [el("table", { className: "data", id: "fixed" }, [
        el("thead", {}, [el("tr", {}, ["Rule", noun === "type" ? "About" : "Controller", "File", "Recorded message"].map(function (title) { return el("th", { text: title }); }))]),
        el("tbody", {}, b.fixed.map(function (f) {
          return el("tr", {}, [el("td", { text: f.rule }), el("td", { text: f.controller || "\u2014" }),
            el("td", { className: "path", text: f.path }), el("td", { text: f.message })]);
        })),
      ])]));
      return section;
    }

    function otherSection() {
      var section = el("section", { className: "card wide", id: "other-card" });
      section.appendChild(el("h2", { text: "Findings outside any " + noun + " (" + data.other_findings.length + ")" }));
      section.appendChild(findingList(data.other_findings));
      return section;
    }

    function fileErrorSection() {
      var section = el("section", { className: "card wide", id: "file-errors" });
      section.appendChild(el("h2", { text: "Files vclint could not read (" + data.file_errors.length + ")" }));
      section.appendChild(el("ul", {}, data.file_errors.map(function (e) { return el("li", { text: e.path + ": " + e.message }); })));
      return section;
    }
  }

  // MARK: helpers

  /* An element with attributes (text: its text; className) and children (strings become text). */
  function el(tag, attributes, children) {
    var element = document.createElement(tag);
    for (var name in attributes || {}) {
      var value = attributes[name];
      if (name === "text") element.textContent = value;
      else if (name === "className") { if (value) element.className = value; }
      else element.setAttribute(name, value);
    }
    (children || []).forEach(function (child) {
      element.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return element;
  }

  function folderOf(path) {
    var slash = path.lastIndexOf("/");
    return slash < 0 ? "." : path.slice(0, slash);
  }

  /* 12,345. Not toLocaleString: it builds a formatter on every call, seconds for a large report. */
  function baseName(path) { return path.slice(path.lastIndexOf("/") + 1); }

  function fmt(number) { return String(number).replace(/\B(?=(\d{3})+(?!\d))/g, ","); }

  function plural(count, word, bare) {
    var text = count === 1 ? word : word + "s";
    return bare ? text : fmt(count) + " " + text;
  }
})();
"""#
}
