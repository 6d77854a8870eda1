/// The History section of `report --history`, inside the page's `main()`: two line charts (all
/// controllers' lines, the five largest), the hotspot chart (lines now against commits in the
/// window, one mark per controller, its shape the trend), the hotspot table with each one's
/// hottest methods, and a sparkline per controller. Inline SVG built through the DOM: names go
/// in as text nodes, as everywhere on the page.
enum HTMLReportHistoryScript {
    static let functions = #"""
    // MARK: history (report --history)

    function historySeries(c) {
      if (!data.history) return null;
      return seriesByName[c.name + " (" + c.path + ")"] || seriesByName[c.name] || null;
    }

    function historySection() {
      var h = data.history;
      var section = el("section", { className: "card wide", id: "history-card", "aria-labelledby": "history-title" });
      section.appendChild(el("h2", { id: "history-title", text: "History since " + h.window.since }));
      var first = h.samples[0], last = h.samples[h.samples.length - 1];
      section.appendChild(el("p", { className: "hint", text: plural(h.samples.length, "sample") + " (" + h.window.sampling + ") of "
        + plural(h.window.commits, "mainline commit") + (first ? " from " + first.date.slice(0, 10) + " to " + last.date.slice(0, 10) : "")
        + "; " + plural(h.window.changes, "non-merge commit") + " in the window. Score = lines now \u00D7 commits that touched the controller's files." }));
      h.notes.forEach(function (note) { section.appendChild(el("p", { className: "hint", text: "Note: " + note })); });
      if (!h.samples.length) return section;
      var times = h.samples.map(function (s) { return s.time; });
      var dates = h.samples.map(function (s) { return s.date.slice(0, 10); });
      var total = [{ label: "all controllers", values: h.samples.map(function (s) { return s.total_lines; }) }];
      var largest = h.hotspots.slice().sort(function (a, b) { return b.lines - a.lines || (a.name < b.name ? -1 : 1); }).slice(0, 5)
        .map(function (spot) { return { label: spot.name, values: seriesByName[spot.name] || [] }; });
      section.appendChild(el("div", { className: "charts" }, [
        figure("Lines in all controllers", lineChart(total, times, dates, "Lines in all controllers over time"), legend(total)),
        figure("The five largest controllers now", lineChart(largest, times, dates, "Lines of the five largest controllers over time"), legend(largest)),
        figure("Hotspots: lines now against commits", scatter(h.hotspots), trendLegend()),
      ]));
      section.appendChild(hotspotTable(h.hotspots.slice(0, 20)));
      return section;
    }

    function figure(title, chart, key) {
      return el("figure", {}, [el("figcaption", { text: title }), chart, key]);
    }

    function legend(series) {
      return el("div", { className: "legend" }, series.map(function (s, index) {
        return el("span", {}, [el("span", { className: "swatch s" + index }), s.label]);
      }));
    }

    function trendLegend() {
      return el("div", { className: "legend" }, ["grew", "flat", "shrank"].map(function (trend) {
        return el("span", {}, [el("span", { className: "mark " + trend, text: trendSymbol(trend) }), " " + trend]);
      }));
    }

    /* Functions, not variables: this code sits in main() after the calls that use it. */
    function trendSymbol(trend) { return trend === "grew" ? "\u25B2" : trend === "shrank" ? "\u25BC" : "\u25CF"; }

    /* The charts' size and margins, in SVG units. */
    function chartBox() { return { width: 560, height: 240, left: 58, right: 14, top: 24, bottom: 34 }; }

    /* Axis maximum: 1, 2 or 5 times a power of ten, at least the data's maximum. */
    function niceMax(value) {
      if (value <= 0) return 1;
      var power = Math.pow(10, Math.floor(Math.log(value) / Math.LN10));
      var steps = [1, 2, 5, 10];
      for (var i = 0; i < steps.length; i++) if (steps[i] * power >= value) return steps[i] * power;
      return 10 * power;
    }

    function frame(description, yMax, xLabels, yTitle, xTitle) {
      var b = chartBox(), chartWidth = b.width, chartHeight = b.height, left = b.left, right = b.right, top = b.top, bottom = b.bottom;
      var svg = svgEl("svg", { "class": "chart", viewBox: "0 0 " + chartWidth + " " + chartHeight, role: "img", "aria-label": description });
      [0, 0.5, 1].forEach(function (share) {
        var y = top + (1 - share) * (chartHeight - top - bottom);
        svg.appendChild(svgEl("line", { "class": "grid", x1: left, x2: chartWidth - right, y1: y, y2: y }));
        svg.appendChild(svgEl("text", { "class": "axis", x: left - 6, y: y + 4, "text-anchor": "end" }, [fmt(Math.round(yMax * share))]));
      });
      xLabels.forEach(function (label) {
        svg.appendChild(svgEl("text", { "class": "axis", x: label.x, y: chartHeight - bottom + 15, "text-anchor": label.anchor }, [label.text]));
      });
      if (yTitle) svg.appendChild(svgEl("text", { "class": "axis title", x: 4, y: 12 }, [yTitle]));
      if (xTitle) svg.appendChild(svgEl("text", { "class": "axis title", x: chartWidth - right, y: chartHeight - 3, "text-anchor": "end" }, [xTitle]));
      return svg;
    }

    function lineChart(series, times, dates, description) {
      var b = chartBox(), chartWidth = b.width, chartHeight = b.height, left = b.left, right = b.right, top = b.top, bottom = b.bottom;
      var yMax = niceMax(Math.max.apply(null, [1].concat(series.map(function (s) {
        return Math.max.apply(null, [0].concat(s.values.filter(function (v) { return v !== null; })));
      }))));
      var t0 = times[0], t1 = times[times.length - 1];
      function x(index) { return t1 > t0 ? left + (times[index] - t0) / (t1 - t0) * (chartWidth - left - right) : (left + chartWidth - right) / 2; }
      function y(value) { return top + (1 - value / yMax) * (chartHeight - top - bottom); }
      var labels = [{ x: x(0), text: dates[0], anchor: "start" }];
      if (times.length > 1) labels.push({ x: x(times.length - 1), text: dates[dates.length - 1], anchor: "end" });
      var svg = frame(description, yMax, labels, "lines");
      series.forEach(function (s, index) {
        var d = "", drawn = 0, lone = null;
        s.values.forEach(function (value, i) {
          if (value === null || value === undefined) { lone = null; d += " "; return; }
          d += (d && d[d.length - 1] !== " " ? "L" : "M") + x(i).toFixed(1) + " " + y(value).toFixed(1);
          drawn++;
          lone = [x(i), y(value)];
        });
        var title = svgEl("title", {}, [s.label + ": " + (s.values.length ? fmt(lastValue(s.values)) + " lines at the last sample" : "no samples")]);
        if (drawn === 1 && lone) {
          svg.appendChild(svgEl("circle", { "class": "point s" + index, cx: lone[0], cy: lone[1], r: 3 }, [title]));
        } else if (drawn) {
          svg.appendChild(svgEl("path", { "class": "series s" + index, d: d.replace(/ +/g, " ").trim() }, [title]));
        }
      });
      return svg;
    }

    function lastValue(values) {
      for (var i = values.length - 1; i >= 0; i--) if (values[i] !== null) return values[i];
      return 0;
    }

    function scatter(hotspots) {
      var b = chartBox(), chartWidth = b.width, chartHeight = b.height, left = b.left, right = b.right, top = b.top, bottom = b.bottom;
      var xMax = niceMax(Math.max.apply(null, [1].concat(hotspots.map(function (s) { return s.commits; }))));
      var yMax = niceMax(Math.max.apply(null, [1].concat(hotspots.map(function (s) { return s.lines; }))));
      function x(value) { return left + value / xMax * (chartWidth - left - right); }
      function y(value) { return top + (1 - value / yMax) * (chartHeight - top - bottom); }
      var svg = frame("Hotspots: each controller's lines now against the commits that changed it in the window", yMax,
        [{ x: x(0), text: "0", anchor: "middle" }, { x: x(xMax / 2), text: fmt(xMax / 2), anchor: "middle" }, { x: x(xMax), text: fmt(xMax), anchor: "end" }],
        "lines now", "commits in the window");
      /* Coolest first, so the hottest are drawn on top. */
      hotspots.slice().reverse().forEach(function (spot) {
        var cx = x(spot.commits), cy = y(spot.lines);
        var shape = spot.trend === "flat" ? svgEl("circle", { cx: cx, cy: cy, r: 4 })
          : svgEl("path", { d: spot.trend === "grew" ? "M" + cx + " " + (cy - 5) + "l5 8.5h-10z" : "M" + cx + " " + (cy + 5) + "l5 -8.5h-10z" });
        shape.setAttribute("class", "mark " + spot.trend);
        shape.appendChild(svgEl("title", {}, [spot.name + ": " + fmt(spot.lines) + " lines, " + plural(spot.commits, "commit") + ", "
          + spot.trend + " (" + (spot.delta > 0 ? "+" : "") + fmt(spot.delta) + "), score " + fmt(spot.score)]));
        var index = indexByName[spot.name];
        svg.appendChild(index === undefined ? shape : svgEl("a", { href: "#c-" + (index + 1) }, [shape]));
      });
      return svg;
    }

    function hotspotTable(spots) {
      var head = ["#", "Controller", "Score", "Lines", "\u0394 lines", "Trend", "Commits", "Authors", "Mostly by", "Hottest methods", "Lines over time"];
      var numeric = { "#": true, Score: true, Lines: true, "\u0394 lines": true, Commits: true, Authors: true };
      return el("div", { className: "tablewrap" }, [el("table", { className: "data", id: "hotspots" }, [
        el("caption", { className: "skip", text: "The hottest controllers: score, size, change and who changed them." }),
        el("thead", {}, [el("tr", {}, head.map(function (title) { return el("th", { className: numeric[title] ? "num" : "", scope: "col", text: title }); }))]),
        el("tbody", {}, spots.map(function (spot, rank) {
          var index = indexByName[spot.name];
          var name = index === undefined ? spot.name : el("a", { href: "#c-" + (index + 1), text: spot.name });
          var methods = el("ul", { className: "methods" }, spot.methods.map(function (m) {
            return el("li", {}, [el("span", { className: "sig", text: m.name }), " " + plural(m.commits, "commit") + ", " + plural(m.changed, "line") + " changed"]);
          }));
          var values = seriesByName[spot.name];
          return el("tr", {}, [
            el("td", { className: "num", text: String(rank + 1) }), el("th", { scope: "row" }, [name]),
            el("td", { className: "num", text: fmt(spot.score) }), el("td", { className: "num", text: fmt(spot.lines) }),
            el("td", { className: "num", text: (spot.delta > 0 ? "+" : "") + fmt(spot.delta) }),
            el("td", {}, [el("span", { className: "mark " + spot.trend, text: trendSymbol(spot.trend) }), " " + spot.trend]),
            el("td", { className: "num", text: fmt(spot.commits) }), el("td", { className: "num", text: fmt(spot.authors) }),
            el("td", { text: spot.main_authors.map(function (a) { return a.name + " (" + a.commits + ")"; }).join(", ") }),
            el("td", {}, spot.methods.length ? [methods] : []),
            el("td", {}, values ? [sparkline(values, spot.name)] : []),
          ]);
        })),
      ])]);
    }

    /* From its smallest to its largest value, as sparklines are read: the shape, not the scale. */
    function sparkline(values, name) {
      var present = values.filter(function (v) { return v !== null; });
      var width = 120, height = 26, low = Math.min.apply(null, present), high = Math.max.apply(null, present);
      function x(i) { return values.length > 1 ? 1 + i / (values.length - 1) * (width - 2) : width / 2; }
      function y(v) { return high > low ? height - 2 - (v - low) / (high - low) * (height - 4) : height / 2; }
      var d = "";
      values.forEach(function (v, i) {
        if (v === null) { d += " "; return; }
        d += (d && d[d.length - 1] !== " " ? "L" : "M") + x(i).toFixed(1) + " " + y(v).toFixed(1);
      });
      var svg = svgEl("svg", { "class": "spark", viewBox: "0 0 " + width + " " + height, role: "img",
        "aria-label": name + ": " + (present.length ? fmt(present[0]) + " to " + fmt(present[present.length - 1]) + " lines over "
          + plural(values.length, "sample") : "no samples") });
      if (present.length === 1) {
        var only = values.indexOf(present[0]);
        svg.appendChild(svgEl("circle", { cx: x(only), cy: y(present[0]), r: 2 }));
      } else if (present.length) {
        svg.appendChild(svgEl("path", { d: d.replace(/ +/g, " ").trim() }));
      }
      return svg;
    }

    function svgEl(tag, attributes, children) {
      var element = document.createElementNS("http://www.w3.org/2000/svg", tag);
      for (var name in attributes || {}) element.setAttribute(name, attributes[name]);
      (children || []).forEach(function (child) { element.appendChild(typeof child === "string" ? document.createTextNode(child) : child); });
      return element;
    }

"""#
}
