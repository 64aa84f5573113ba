// crossprof report: draws the ring chart of the embedded calling context tree.
// layout() is the same algorithm as Tree.Layout in report/geometry.go; the page embeds Go's
// layout of the first view (D.check) and the self-test (#selftest) compares the two.
'use strict';
(function () {
  const D = JSON.parse(document.getElementById('data').textContent);
  const N = D.parent.length;
  const $ = (id) => document.getElementById(id);
  const svg = $('chart');
  const NS = svg.namespaceURI; // the SVG namespace, without writing its URL here
  const kids = [];
  for (let i = 0; i < N; i++) kids.push([]);
  for (let id = 1; id < N; id++) kids[D.parent[id]].push(id);
  const hashArgs = new URLSearchParams(location.hash.slice(1)); // #selftest, #mark=PATTERN
  const state = { metric: D.metrics[0], centre: D.centre, depth: D.depth, mark: hashArgs.get('mark') || '' };
  let segs = [];
  const cspViolations = [];
  document.addEventListener('securitypolicyviolation', (e) => cspViolations.push(e.violatedDirective + ' ' + e.blockedURI));

  const R0 = 62, R = 445;
  const metricNames = { cycles: 'cycles', bytecodes: 'bytecodes', calls: 'calls', equal: 'contexts (equal weight)' };

  // ---- the tree ----
  function method(id) { return id === 0 ? null : D.methods[D.method[id]]; }
  function shortName(id) {
    if (id === 0) return 'all roots';
    const m = method(id), c = m[0];
    return c.slice(c.lastIndexOf('.') + 1) + '.' + m[1];
  }
  function fullName(id) { if (id === 0) return 'all roots'; const m = method(id); return m[0] + '.' + m[1]; }
  function pkg(id) { const c = method(id)[0], i = c.lastIndexOf('.'); return i < 0 ? '' : c.slice(0, i); }
  function self(m, id) {
    if (id === 0) return 0;
    if (m === 'calls') return D.calls[id];
    if (m === 'equal') return 1;
    return D.self[m][id];
  }
  function hue(s) {
    let h = 2166136261;
    for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
    return ((h >>> 0) % 360);
  }
  function colour(id) { return id === 0 ? '#bbb' : 'hsl(' + hue(pkg(id)) + ',55%,' + (pkg(id) === '' ? '68%' : '62%') + ')'; }

  // ---- geometry: the same algorithm as Tree.Layout ----
  function layout(metric, centre, maxDepth, minAngle) {
    const incl = D.incl[metric];
    const out = [{ node: centre, other: false, count: 1, depth: 0, start: 0, end: 360, value: incl[centre] }];
    if (incl[centre] <= 0) return out;
    const scale = 360 / incl[centre];
    function walk(s) {
      if (s.depth >= maxDepth) return;
      const ks = kids[s.node].slice().sort((a, b) => (incl[b] - incl[a]) || (a - b));
      let cum = 0, small = 0, nsmall = 0;
      const drawn = [];
      for (const k of ks) {
        const v = incl[k];
        if (v * scale < minAngle) { small += v; nsmall++; continue; }
        drawn.push({ node: k, other: false, count: 1, depth: s.depth + 1,
          start: s.start + cum * scale, end: s.start + (cum + v) * scale, value: v });
        cum += v;
      }
      for (const c of drawn) { out.push(c); walk(c); }
      if (small > 0) {
        out.push({ node: s.node, other: true, count: nsmall, depth: s.depth + 1,
          start: s.start + cum * scale, end: s.start + (cum + small) * scale, value: small });
      }
    }
    walk(out[0]);
    return out;
  }

  // ---- marking ----
  let methodMatch = null;
  function computeMarks() {
    const p = state.mark.trim().toLowerCase();
    methodMatch = p === '' ? null : D.methods.map((m) => (m[0] + '.' + m[1]).toLowerCase().includes(p));
  }
  function marked(id) { return methodMatch !== null && id !== 0 && methodMatch[D.method[id]]; }

  // ---- drawing ----
  function pt(r, a) { const t = a * Math.PI / 180; return (r * Math.sin(t)).toFixed(2) + ' ' + (-r * Math.cos(t)).toFixed(2); }
  function arc(ri, ro, a0, a1) {
    if (a1 - a0 >= 359.99) { // a full ring: two halves
      return 'M' + pt(ro, 0) + 'A' + ro + ' ' + ro + ' 0 1 1 ' + pt(ro, 180) + 'A' + ro + ' ' + ro + ' 0 1 1 ' + pt(ro, 0) +
        'M' + pt(ri, 0) + 'A' + ri + ' ' + ri + ' 0 1 0 ' + pt(ri, 180) + 'A' + ri + ' ' + ri + ' 0 1 0 ' + pt(ri, 0) + 'Z';
    }
    const large = a1 - a0 > 180 ? 1 : 0;
    return 'M' + pt(ro, a0) + 'A' + ro + ' ' + ro + ' 0 ' + large + ' 1 ' + pt(ro, a1) + 'L' + pt(ri, a1) +
      'A' + ri + ' ' + ri + ' 0 ' + large + ' 0 ' + pt(ri, a0) + 'Z';
  }
  function el(name, attrs, text) {
    const e = document.createElementNS(NS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function render() {
    computeMarks();
    segs = layout(state.metric, state.centre, state.depth, D.minAngle);
    let maxD = 1;
    for (const s of segs) maxD = Math.max(maxD, s.depth);
    const w = (R - R0) / maxD;
    const frag = document.createDocumentFragment();
    const labels = [];
    for (let i = 1; i < segs.length; i++) {
      const s = segs[i], ri = R0 + (s.depth - 1) * w, ro = ri + w - 1;
      let cls = s.other ? 'seg other' : 'seg';
      if (!s.other && methodMatch !== null) cls += marked(s.node) ? ' hl' : ' dim';
      const attrs = { d: arc(ri, ro, s.start, s.end), class: cls, 'data-i': i, 'data-n': s.node };
      if (!s.other) attrs.fill = colour(s.node);
      frag.appendChild(el('path', attrs));
      const mid = (s.start + s.end) / 2, rm = (ri + ro) / 2;
      const len = (s.end - s.start) * Math.PI / 180 * rm;
      if (!s.other && w >= 14 && len > 70) {
        let name = shortName(s.node);
        const fit = Math.floor(Math.min(len, 2.2 * w + 60) / 6.5);
        if (name.length > fit) name = name.slice(0, Math.max(fit - 1, 1)) + '\u2026';
        const p = pt(rm, mid).split(' ');
        labels.push(el('text', { x: p[0], y: p[1], 'text-anchor': 'middle', 'dominant-baseline': 'middle' }, name));
      }
    }
    const c = el('circle', { r: R0 - 1, class: 'centre', 'data-i': 0, 'data-n': state.centre, fill: colour(state.centre) });
    if (marked(state.centre)) c.setAttribute('stroke', '#000');
    frag.appendChild(c);
    frag.appendChild(el('text', { x: 0, y: 0, class: 'ctext', 'text-anchor': 'middle', 'dominant-baseline': 'middle' },
      shortName(state.centre).slice(0, 16)));
    for (const l of labels) frag.appendChild(l);
    svg.replaceChildren(frag);
    renderCrumbs();
    renderMarkCount();
    renderBottlenecks();
  }

  function renderCrumbs() {
    const path = [];
    for (let id = state.centre; id > 0; id = D.parent[id]) path.unshift(id);
    if (D.centre === 0) path.unshift(0);
    const nav = $('crumbs');
    nav.replaceChildren();
    path.forEach((id, i) => {
      if (i > 0) { const s = document.createElement('span'); s.className = 'sep'; s.textContent = '\u203a'; nav.appendChild(s); }
      const a = document.createElement('a');
      a.textContent = shortName(id);
      a.title = fullName(id);
      a.dataset.n = id;
      a.addEventListener('click', () => select(id));
      nav.appendChild(a);
    });
  }

  function renderMarkCount() {
    if (methodMatch === null) { $('markcount').textContent = ''; return; }
    let all = 0, drawn = 0;
    for (let id = 1; id < N; id++) if (marked(id)) all++;
    for (let i = 1; i < segs.length; i++) if (!segs[i].other && marked(segs[i].node)) drawn++;
    $('markcount').textContent = all + ' of ' + (N - 1) + ' contexts match, ' + drawn + ' drawn';
  }

  function fmt(v) { return v.toLocaleString('en-US'); }
  function pct(v, t) { return t > 0 ? (100 * v / t).toFixed(1) + '%' : '-'; }

  function details(i) {
    const s = segs[i], total = D.incl[state.metric][0], centreV = segs[0].value;
    const box = document.createElement('div');
    const add = (tag, cls, text) => { const e = document.createElement(tag); if (cls) e.className = cls; e.textContent = text; box.appendChild(e); return e; };
    if (s.other) {
      add('div', 'mname', s.count + ' smaller callee' + (s.count > 1 ? 's' : '') + ' of ' + fullName(s.node));
      add('div', '', 'each under ' + D.minAngle + '\u00b0; inclusive ' + metricNames[state.metric] + ' ' + fmt(s.value) +
        ' (' + pct(s.value, total) + ' of all, ' + pct(s.value, centreV) + ' of the centre)');
      add('div', 'hint', 'click to centre on the caller');
      return box;
    }
    const id = s.node;
    add('div', 'mname', fullName(id));
    if (id !== 0) {
      const m = method(id);
      add('div', '', m[2]);
      add('div', '', D.site[id] < 0 ? 'root context (node ' + id + ')' :
        'called from ' + fullName(D.parent[id]) + ' at call site ' + D.site[id] + ' (pc ' + D.pc[id] + '), node ' + id);
      add('div', '', 'calls: ' + fmt(D.calls[id]));
    }
    const tbl = document.createElement('table');
    tbl.innerHTML = '<tr><th></th><th>self</th><th>inclusive</th><th>% all</th><th>% centre</th></tr>';
    for (const m of D.metrics) {
      const incl = D.incl[m], sv = self(m, id), iv = incl[id];
      const ctr = incl[state.centre];
      const tr = document.createElement('tr');
      for (const t of [metricNames[m], fmt(sv) + ' (' + pct(sv, iv) + ')', fmt(iv), pct(iv, incl[0]), pct(iv, ctr)]) {
        const td = document.createElement('td'); td.textContent = t; tr.appendChild(td);
      }
      if (m === state.metric) tr.style.fontWeight = '600';
      tbl.appendChild(tr);
    }
    box.appendChild(tbl);
    const sh = box.appendChild(document.createElement('div'));
    sh.className = 'hint';
    sh.textContent = 'self (%) is the share of the inclusive value spent in the context\'s own code: the free part of its ring segment';
    return box;
  }

  const tip = $('tip');
  svg.addEventListener('mousemove', (e) => {
    const i = e.target.dataset ? e.target.dataset.i : undefined;
    if (i === undefined) { tip.hidden = true; return; }
    const box = details(+i);
    tip.replaceChildren(box);
    $('details').replaceChildren(details(+i));
    tip.hidden = false;
    const x = Math.min(e.clientX + 14, window.innerWidth - tip.offsetWidth - 8);
    const y = Math.min(e.clientY + 14, window.innerHeight - tip.offsetHeight - 8);
    tip.style.left = Math.max(x, 0) + 'px';
    tip.style.top = Math.max(y, 0) + 'px';
  });
  svg.addEventListener('mouseleave', () => { tip.hidden = true; });
  svg.addEventListener('click', (e) => {
    const i = e.target.dataset ? e.target.dataset.i : undefined;
    if (i === undefined) return;
    const s = segs[+i];
    if (+i === 0) { if (state.centre !== D.centre) select(D.parent[state.centre] < 0 ? 0 : D.parent[state.centre]); return; }
    select(s.node);
  });

  function select(id) {
    state.centre = id;
    tip.hidden = true;
    render();
  }

  // ---- bottlenecks ----
  let bnSelected = -1;
  function renderBottlenecks() {
    const sec = $('bottlenecks');
    if (!D.bottlenecks) { sec.hidden = true; return; }
    const m = state.metric === 'equal' ? 'bytecodes' : state.metric;
    const b = D.bottlenecks[m];
    sec.hidden = false;
    const body = $('bnbody');
    body.replaceChildren();
    const note = document.createElement('p');
    note.className = 'hint';
    if (!b) { note.textContent = 'no bottleneck list for ' + m; body.appendChild(note); return; }
    if (b.error) { note.textContent = 'the bottlenecks query failed: ' + b.error; body.appendChild(note); return; }
    if (!b.rows || b.rows.length === 0) { note.textContent = 'no bottlenecks by ' + m + ' above the threshold'; body.appendChild(note); return; }
    note.textContent = 'by ' + m + '; click an entry to centre the chart on its context';
    body.appendChild(note);
    const nodeCol = b.columns.indexOf('node');
    const tbl = document.createElement('table');
    const head = document.createElement('tr');
    for (const c of b.columns) { const th = document.createElement('th'); th.textContent = c; head.appendChild(th); }
    tbl.appendChild(head);
    b.rows.forEach((row, ri) => {
      const tr = document.createElement('tr');
      row.forEach((v) => {
        const td = document.createElement('td');
        if (typeof v === 'number') { td.className = 'num'; td.textContent = Number.isInteger(v) ? fmt(v) : v.toFixed(1); } else td.textContent = v === null ? '' : String(v);
        tr.appendChild(td);
      });
      const n = nodeCol >= 0 ? Number(row[nodeCol]) : NaN;
      if (Number.isInteger(n) && n > 0 && n < N) {
        tr.className = 'link' + (ri === bnSelected ? ' sel' : '');
        tr.dataset.n = n;
        tr.addEventListener('click', () => { bnSelected = ri; select(n); svg.scrollIntoView({ block: 'nearest' }); });
      }
      tbl.appendChild(tr);
    });
    body.appendChild(tbl);
  }

  // ---- controls ----
  const sel = $('metric');
  for (const m of D.metrics) {
    const o = document.createElement('option');
    o.value = m;
    o.textContent = metricNames[m] + (m === 'cycles' ? ' (run ' + D.run.id + ', ' + D.run.model + (D.run.variant ? ' ' + D.run.variant : '') + ')' : '');
    sel.appendChild(o);
  }
  sel.value = state.metric;
  sel.addEventListener('change', () => { state.metric = sel.value; render(); });
  const depth = $('depth');
  depth.value = state.depth;
  depth.addEventListener('input', () => {
    const v = parseInt(depth.value, 10);
    if (v >= 1) { state.depth = Math.min(v, 200); render(); }
  });
  const mark = $('mark');
  mark.value = state.mark;
  mark.addEventListener('input', () => { state.mark = mark.value; render(); });
  $('summary').textContent = fmt(N - 1) + ' calling contexts of ' + D.trace.main +
    (D.run ? '; cycles of ' + (D.run.describe || 'cost run ' + D.run.id + ' (' + D.run.model + ')') :
      '; no cost run: bytecodes, calls and equal weight only' + (D.runNote ? ' (' + D.runNote + ')' : '')) +
    '; segments under ' + D.minAngle + '\u00b0 are grouped as grey "other" segments';

  render();
  if (hashArgs.has('selftest')) selftest();

  // ---- self-test for the headless browser test: performs clicks and typing, reports in #selftest ----
  function selftest() {
    const r = { errors: [] };
    try {
      for (const m in D.check) { // Go's layout of the first view against ours
        const js = layout(m, D.centre, D.depth, D.minAngle), go = D.check[m];
        if (js.length !== go.length) { r.errors.push(m + ': ' + js.length + ' segments, Go ' + go.length); continue; }
        js.forEach((s, i) => {
          const g = go[i];
          if (s.node !== g[0] || (s.other ? 1 : 0) !== g[1] || s.depth !== g[2] || Math.abs(s.start - g[3]) > 1e-9 || Math.abs(s.end - g[4]) > 1e-9) {
            r.errors.push(m + ' segment ' + i + ' differs from Go');
          }
        });
      }
      r.segments = svg.querySelectorAll('path.seg').length;
      const first = [...svg.querySelectorAll('path.seg:not(.other)')].find((p) => kids[+p.dataset.n].length > 0) ||
        svg.querySelector('path.seg:not(.other)');
      r.centreBefore = +svg.querySelector('circle.centre').dataset.n;
      r.clicked = +first.dataset.n;
      first.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      r.centreAfter = +svg.querySelector('circle.centre').dataset.n;
      r.crumbs = [...$('crumbs').querySelectorAll('a')].map((a) => +a.dataset.n);
      svg.querySelector('circle.centre').dispatchEvent(new MouseEvent('click', { bubbles: true }));
      r.centreBack = +svg.querySelector('circle.centre').dataset.n;
      const hover = svg.querySelector('path.seg');
      hover.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 10, clientY: 10 }));
      r.tip = tip.hidden ? '' : tip.textContent;
      mark.value = hashArgs.get('mark') || 'main';
      mark.dispatchEvent(new Event('input', { bubbles: true }));
      r.mark = mark.value;
      r.highlighted = [...svg.querySelectorAll('path.hl')].map((p) => fullName(+p.dataset.n));
      r.dimmed = [...svg.querySelectorAll('path.dim')].map((p) => fullName(+p.dataset.n));
      r.markcount = $('markcount').textContent;
      const row = document.querySelector('#bottlenecks tr.link');
      r.bottleneckRows = document.querySelectorAll('#bottlenecks tr').length;
      if (row) {
        row.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        r.bottleneckNode = +row.dataset.n;
        r.bottleneckCentre = +svg.querySelector('circle.centre').dataset.n;
        select(D.centre);
      }
      tip.hidden = true;
    } catch (e) {
      r.errors.push(String(e && e.stack || e));
    }
    r.resources = performance.getEntriesByType('resource').map((e) => e.name);
    r.cspViolations = cspViolations;
    $('selftest').textContent = JSON.stringify(r);
  }
})();
