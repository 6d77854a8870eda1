/// The size map's part of the page script: the boxes, their squarified layout by folder, the
/// tooltip, and arrow-key movement. These functions are spliced into the page script's `main`,
/// whose `subjects`, `kinds`, `presentKinds`, `data`, `symbols`, `map` and `tip` they use. With
/// SwiftUI types in the tree, a box's colour is its kind and its pattern is its worst finding;
/// without, its colour is its worst finding, as the pattern is.
enum HTMLReportMapScript {
    static let functions = #"""
    // MARK: size map

    function mapSection() {
      var section = el("section", { className: "card", id: "map-card", "aria-labelledby": "map-title" });
      section.appendChild(el("h2", { id: "map-title", text: "Where the weight is" }));
      var byKind = noun === "type";
      section.appendChild(el("p", { className: "hint", text:
        (byKind ? "Each box is a view controller, SwiftUI screen or view model" : "Each box is a view controller")
        + ", grouped by folder; its area is its code lines. The lighter part is code in extensions. "
        + "Hover or focus a box for its numbers; in the map, arrow keys move between boxes and Enter opens one." }));
      var legend = byKind ? presentKinds.map(function (kind) { return legendItem("box clean kind-" + kind, kinds[kind]); }) : [];
      var pattern = byKind ? " kind-any" : "";
      section.appendChild(el("p", { className: "legend" }, legend.concat([
        legendItem("box error" + pattern, symbols.error + " error (striped)"),
        legendItem("box warning" + pattern, symbols.warning + " warnings only (dotted)"),
        legendItem("box clean" + pattern, "no findings (plain)"),
        legendItem("box clean split" + pattern, "body | extensions"),
      ])));
      var container = el("div", { id: "map", role: "group", "aria-label": "Size map of " + plural(subjects.length, byKind ? "type" : "view controller") });
      section.appendChild(container);
      var boxes = subjects.map(function (c, index) {
        var box = el("a", {
          className: "box " + c.worst + (byKind ? " kind-" + c.kind : ""), href: "#c-" + (index + 1), tabindex: index === 0 ? "0" : "-1",
          "data-index": String(index), "aria-label": describe(c),
        });
        if (c.lines.extensions > 0) box.appendChild(el("span", { className: "ext" }));
        return box;
      });
      var folders = groupByFolder();
      var folderElements = folders.map(function () { return el("div", { className: "folder", "aria-hidden": "true" }); });
      var rects = [];
      var attached = false;

      /* Boxes join the page only once placed, so the browser never lays out 2,000 unplaced boxes;
         labels are made only for boxes that have room for one. */
      function layout() {
        var width = container.clientWidth, height = Math.round(Math.min(900, 340 + 40 * Math.sqrt(subjects.length)));
        container.style.height = height + "px";
        var placed = vclintSquarify(folders.map(function (f) { return f.weight; }), 0, 0, width, height);
        folders.forEach(function (folder, f) {
          var r = placed[f], element = folderElements[f];
          place(element, r);
          var labelled = r[3] > 40 && r[2] > 56;
          if (labelled && !element.firstChild) element.appendChild(el("span", { className: "folder-name", text: folder.label }));
          if (element.firstChild) element.firstChild.hidden = !labelled;
          var top = labelled ? 17 : 1;
          var inner = vclintSquarify(folder.members.map(weight), r[0] + 1, r[1] + top, Math.max(0, r[2] - 2), Math.max(0, r[3] - top - 1));
          folder.members.forEach(function (c, m) {
            var rect = inner[m];
            rects[c.index] = rect;
            var box = boxes[c.index];
            place(box, rect);
            var roomy = rect[2] >= 46 && rect[3] >= 18, large = rect[2] >= 170 && rect[3] >= 44;
            if (roomy && !box.label) {
              box.label = el("span", { className: "label", "aria-hidden": "true" }, [
                (c.worst === "clean" ? "" : symbols[c.worst] + " ") + c.name + " ", el("span", { className: "n", text: fmt(c.lines.total) })]);
              box.appendChild(box.label);
            }
            if (large && !box.numbers) {
              var counts = c.errors || c.warnings ? plural(c.errors, "error") + ", " + plural(c.warnings, "warning") : "no findings";
              box.numbers = el("span", { className: "label numbers", "aria-hidden": "true",
                text: (c.kind === "controller" ? "class " : "type ") + fmt(c.lines.body) + " + extensions " + fmt(c.lines.extensions) + " \u00B7 " + counts });
              box.appendChild(box.numbers);
            }
            box.classList.toggle("tiny", !roomy);
            box.classList.toggle("large", large);
            var ext = box.firstChild;
            if (ext && ext.className.indexOf("ext") === 0) {
              var share = (100 * c.lines.extensions / Math.max(1, c.lines.total)).toFixed(2) + "%";
              var wide = rect[2] >= rect[3];
              ext.className = "ext " + (wide ? "right" : "bottom");
              ext.style.width = wide ? share : "";
              ext.style.height = wide ? "" : share;
            }
          });
        });
        if (!attached) {
          var fragment = document.createDocumentFragment();
          folderElements.forEach(function (element) { fragment.appendChild(element); });
          boxes.forEach(function (box) { fragment.appendChild(box); });
          container.appendChild(fragment);
          attached = true;
        }
      }
      return { section: section, boxes: boxes, rects: rects, container: container, layout: layout };
    }

    function legendItem(className, text) {
      return el("span", {}, [el("span", { className: "swatch " + className, "aria-hidden": "true" }), text]);
    }

    function weight(c) { return Math.max(1, c.lines.total); }

    function groupByFolder() {
      var byName = Object.create(null);  /* no prototype: a folder may be named "constructor" */
      var list = [];
      subjects.forEach(function (c) {
        var folder = byName[c.folder];
        if (!folder) { folder = byName[c.folder] = { name: c.folder, members: [], weight: 0 }; list.push(folder); }
        folder.members.push(c);
        folder.weight += weight(c);
      });
      /* A folder is labelled by its last name, or by its last two when the last is common
         ("Controllers" under every feature) and so tells nothing. */
      var lastNames = Object.create(null);
      list.forEach(function (folder) { var last = baseName(folder.name); lastNames[last] = (lastNames[last] || 0) + 1; });
      list.forEach(function (folder) {
        var last = baseName(folder.name), parent = folderOf(folder.name);
        folder.label = lastNames[last] > Math.max(2, list.length / 10) && parent !== "." ? baseName(parent) + "/" + last : last;
      });
      return list.sort(function (a, b) { return b.weight - a.weight || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0); });
    }

    function place(element, r) {
      element.style.left = r[0].toFixed(2) + "px";
      element.style.top = r[1].toFixed(2) + "px";
      element.style.width = r[2].toFixed(2) + "px";
      element.style.height = r[3].toFixed(2) + "px";
    }

    function describe(c) {
      var parts = [c.name + ": " + fmt(c.lines.total) + " lines of code (" + (c.kind === "controller" ? "class " : "type ") + fmt(c.lines.body) + ", extensions " + fmt(c.lines.extensions) + ")"];
      if (c.kind !== "controller") parts.push(kinds[c.kind]);
      parts.push(c.errors || c.warnings ? plural(c.errors, "error") + ", " + plural(c.warnings, "warning") : "no findings");
      if (data.baseline) parts.push(c.fresh + " new, " + c.worse + " worse since the baseline");
      parts.push(c.path);
      return parts.join(". ");
    }

    function wireMap() {
      var container = map.container;
      var current = 0;
      container.addEventListener("mouseover", function (event) {
        var box = event.target.closest(".box");
        if (box) showTip(box, event.clientX, event.clientY);
      });
      container.addEventListener("mousemove", function (event) {
        if (!tip.hidden && !container.contains(document.activeElement)) positionTip(event.clientX + 14, event.clientY + 16);
      });
      container.addEventListener("mouseleave", function () { if (!container.contains(document.activeElement)) tip.hidden = true; });
      container.addEventListener("focusin", function (event) {
        var box = event.target.closest(".box");
        if (!box) return;
        var rect = box.getBoundingClientRect();
        showTip(box, rect.left + Math.min(rect.width, 40), rect.top + Math.min(rect.height, 24));
      });
      container.addEventListener("focusout", function () { tip.hidden = true; });
      container.addEventListener("keydown", function (event) {
        var box = event.target.closest(".box");
        if (!box) return;
        var from = Number(box.getAttribute("data-index"));
        var next = null;
        if (event.key === "ArrowRight") next = nearest(from, 1, 0);
        else if (event.key === "ArrowLeft") next = nearest(from, -1, 0);
        else if (event.key === "ArrowDown") next = nearest(from, 0, 1);
        else if (event.key === "ArrowUp") next = nearest(from, 0, -1);
        else if (event.key === "Home") next = 0;
        else if (event.key === "End") next = subjects.length - 1;
        else if (event.key === "Escape") { tip.hidden = true; return; }
        else return;
        event.preventDefault();
        if (next !== null) focusBox(next);
      });

      function focusBox(index) {
        map.boxes[current].setAttribute("tabindex", "-1");
        current = index;
        map.boxes[index].setAttribute("tabindex", "0");
        map.boxes[index].focus();
      }
      map.focusBox = function (index) {
        map.boxes[current].setAttribute("tabindex", "-1");
        current = index;
        map.boxes[index].setAttribute("tabindex", "0");
      };
    }

    /* The nearest box that lies wholly on that side, favouring boxes level with this one. */
    function nearest(from, dx, dy) {
      var r = map.rects[from];
      var best = null, bestScore = Infinity;
      for (var i = 0; i < map.rects.length; i++) {
        if (i === from) continue;
        var q = map.rects[i], along, gap, offset;
        if (dx) {
          along = dx > 0 ? q[0] - (r[0] + r[2]) : r[0] - (q[0] + q[2]);
          gap = Math.max(q[1], r[1]) - Math.min(q[1] + q[3], r[1] + r[3]);
          offset = Math.abs(q[1] + q[3] / 2 - (r[1] + r[3] / 2));
        } else {
          along = dy > 0 ? q[1] - (r[1] + r[3]) : r[1] - (q[1] + q[3]);
          gap = Math.max(q[0], r[0]) - Math.min(q[0] + q[2], r[0] + r[2]);
          offset = Math.abs(q[0] + q[2] / 2 - (r[0] + r[2] / 2));
        }
        if (along < -1) continue;
        var score = Math.max(0, along) + 4 * Math.max(0, gap) + 0.01 * offset;
        if (score < bestScore) { bestScore = score; best = i; }
      }
      return best;
    }

    function showTip(box, x, y) {
      var c = subjects[Number(box.getAttribute("data-index"))];
      tip.textContent = "";
      tip.appendChild(el("div", { className: "t", text: c.name }));
      if (c.kind !== "controller") tip.appendChild(el("div", { className: "p", text: kinds[c.kind] }));
      tip.appendChild(el("div", { className: "p", text: c.path + ":" + c.line }));
      var rows = [
        ["Code lines", fmt(c.lines.total)], [capitalized(bodyPart(c)), fmt(c.lines.body)],
        ["Extensions", fmt(c.lines.extensions) + " in " + plural(c.extensions.length, "extension")],
        ["Methods", fmt(c.methods)], ["Stored properties", fmt(c.stored_properties)],
        ["Findings", c.errors || c.warnings ? plural(c.errors, "error") + ", " + plural(c.warnings, "warning") : "none"],
      ];
      if (data.baseline) rows.push(["Since baseline", c.fresh + " new, " + c.worse + " worse"]);
      tip.appendChild(el("table", {}, [el("tbody", {}, rows.map(function (row) {
        return el("tr", {}, [el("td", { text: row[0] }), el("td", { text: row[1] })]);
      }))]));
      tip.hidden = false;
      positionTip(x + 14, y + 16);
    }

    function positionTip(x, y) {
      var width = tip.offsetWidth, height = tip.offsetHeight;
      tip.style.left = Math.max(4, Math.min(x, window.innerWidth - width - 8)) + "px";
      tip.style.top = (y + height + 8 > window.innerHeight ? Math.max(4, y - height - 24) : y) + "px";
    }

"""#
}
