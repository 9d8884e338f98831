// Pulka's table page and watch page (served by Pulka itself; no other script, no framework).
// The card's address carries the token in its fragment (#...), which the browser never sends:
// this script sends it in the Authorization header of every call. Every text is the server's,
// in the page's language (the JSON block "words"); names reach the page as text, never as HTML,
// except the sheet and standings tables, which the server renders with every name escaped.
"use strict";
(() => {
  const words = JSON.parse(document.getElementById("words").textContent);
  const lang = document.documentElement.lang;
  const token = decodeURIComponent(location.hash.slice(1));
  const kind = document.body.className;
  const main = document.getElementById("main");
  const link = document.getElementById("link");
  const title = document.getElementById("title");

  // The language: the phone's, or the one chosen with the button (kept on this phone).
  const stored = localStorage.getItem("pulka-language");
  const asked = new URLSearchParams(location.search).get("lang");
  if (stored && stored !== lang && !asked) {
    location.replace(location.pathname + "?lang=" + stored + location.hash);
    return;
  }
  document.getElementById("language").addEventListener("click", () => {
    const other = lang === "ru" ? "en" : "ru";
    localStorage.setItem("pulka-language", other);
    location.replace(location.pathname + "?lang=" + other + location.hash);
  });

  const fill = (text, params) => text.replace(/\{(\w+)\}/g, (all, key) => (key in params ? String(params[key]) : all));
  const el = (tag, props = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children) node.append(child);
    return node;
  };
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const newKey = () => {
    // crypto.randomUUID needs a secure context; a club's http:// address is not one.
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  };

  function setLink(up) {
    link.textContent = up ? words.connected : words.lost;
    link.className = up ? "link" : "link lost";
  }

  function stop(text) {
    main.replaceChildren(el("p", { class: "stopped", role: "alert", text }));
    stopped = true;
  }
  let stopped = false;

  // A call that gets no answer within ANSWER_MS is given up (a Wi-Fi gone without a word
  // leaves a request hanging for minutes): a write is then sent again with the same key.
  const ANSWER_MS = 8000;
  async function api(path, body) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ANSWER_MS);
    const options = {
      method: body === undefined ? "GET" : "POST",
      headers: { Authorization: "Bearer " + token, "X-Pulka-Language": lang },
      cache: "no-store",
      signal: controller.signal,
    };
    if (body !== undefined) {
      options.headers["Content-Type"] = "application/json";
      options.body = JSON.stringify(body);
    }
    try {
      const response = await fetch(path, options); // throws when the link is down
      let data;
      try {
        data = await response.json();
      } catch (error) {
        if (controller.signal.aborted) throw error;
        data = { ok: false, text: words.bad_request };
      }
      data.status = response.status;
      return data;
    } finally {
      clearTimeout(timer);
    }
  }

  // Changes: a stream of versions (server-sent events read from a fetch, so the token travels
  // in the header); it reconnects by itself, and each (re)connection reads the page afresh.
  async function follow(onVersion) {
    let wait = 500;
    while (!stopped) {
      const controller = new AbortController();
      let timer = setTimeout(() => controller.abort(), 25000);
      try {
        const response = await fetch("/api/stream", {
          headers: { Authorization: "Bearer " + token, "X-Pulka-Language": lang },
          cache: "no-store",
          signal: controller.signal,
        });
        if (response.status === 401 || response.status === 403 || response.status === 429) {
          const data = await response.json();
          stop(data.text);
          return;
        }
        if (!response.ok) throw new Error("stream");
        setLink(true);
        wait = 500;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          clearTimeout(timer);
          timer = setTimeout(() => controller.abort(), 25000);
          buffer += decoder.decode(value, { stream: true });
          let at;
          while ((at = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            const found = /^data: (\d+)$/m.exec(block);
            if (found) onVersion(Number(found[1]));
          }
        }
      } catch (error) {
        // the link dropped, or no line for 25 s: say so and connect again
      }
      clearTimeout(timer);
      if (stopped) return;
      setLink(false);
      await sleep(wait);
      wait = Math.min(wait * 2, 3000);
    }
  }

  if (!token) {
    stop(words.no_token);
    return;
  }

  // ---------------------------------------------------------------- the watch page
  if (kind === "watch") {
    title.textContent = words.product;
    const box = el("div", { id: "room" });
    const calls = el("p", { class: "calls", role: "alert", id: "calls" });
    main.replaceChildren(calls, box);
    let reading = false;
    let again = false;
    async function read() {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        const data = await api("/api/watch");
        if (!data.ok && data.status >= 400) {
          if (data.status === 403 || data.status === 401) stop(data.text);
          return;
        }
        box.innerHTML = data.html; // rendered by Pulka, every name escaped
        document.title = box.querySelector("h1")?.textContent || words.product;
      } catch (error) {
        setLink(false);
      } finally {
        reading = false;
        if (again) {
          again = false;
          read();
        }
      }
    }
    read();
    follow(() => read());
    return;
  }

  // ---------------------------------------------------------------- the table page
  let state = null; // the table as last read: seq, sheet, active players, …
  let form = { contract: "", declarer: null, calls: {}, tricks: {} };
  let shape = null;
  let key = newKey();
  let sending = false;
  let previewTimer = null;
  let level = null;

  const sheetBox = el("div", { class: "sheet-wrap", id: "sheet", role: "region", "aria-label": words.sheet_label });
  const next = el("p", { class: "next", id: "next" });
  const stoppedLine = el("p", { class: "stopped", id: "stopped", role: "alert" });
  const said = el("p", { class: "said", id: "said", role: "status", "aria-live": "polite" });
  const contractInput = el("input", {
    type: "text", id: "contract", autocomplete: "off", autocapitalize: "off", spellcheck: "false",
    placeholder: words.contract_hint, "aria-label": words.contract, maxlength: "40",
  });
  const levels = el("div", { class: "row", role: "group", "aria-label": words.contract });
  const suits = el("div", { class: "row", role: "group", "aria-label": words.contract });
  const specials = el("div", { class: "row" });
  const declarerRow = el("div", { class: "row", role: "group", "aria-label": words.declarer, id: "declarers" });
  const callsBox = el("div", { id: "calls" });
  const tricksBox = el("div", { id: "tricks" });
  const lines = el("ul", { id: "lines" });
  const problem = el("p", { class: "problem", id: "problem", role: "alert" });
  const recordButton = el("button", { type: "button", class: "primary", id: "record", text: words.record });
  const undoButton = el("button", { type: "button", class: "secondary", id: "undo", text: words.undo });
  const callButton = el("button", { type: "button", class: "secondary", id: "call", text: words.call });
  const question = el("p", { id: "question" });
  const yes = el("button", { type: "button", id: "yes", text: words.yes_undo });
  const no = el("button", { type: "button", id: "no", text: words.cancel });
  const dialog = el("dialog", { id: "confirm", "aria-labelledby": "question" }, question, el("div", { class: "row" }, yes, no));
  const callsFieldset = el("fieldset", { id: "calls-box" }, el("legend", { text: words.calls }), callsBox);
  const tricksFieldset = el("fieldset", { id: "tricks-box" }, el("legend", { text: words.tricks }), tricksBox);
  const declarerFieldset = el("fieldset", { id: "declarer-box" }, el("legend", { text: words.declarer }), declarerRow);
  const entry = el(
    "section",
    { id: "entry", "aria-labelledby": "entry-title" },
    el("h2", { id: "entry-title", text: words.enter_deal }),
    el("fieldset", {}, el("legend", { text: words.contract }), contractInput, levels, suits, specials),
    declarerFieldset,
    callsFieldset,
    tricksFieldset,
    el("section", { class: "preview", "aria-labelledby": "preview-title", "aria-live": "polite" },
      el("h3", { id: "preview-title", text: words.will_be_written }), lines, problem),
    recordButton,
  );
  main.replaceChildren(sheetBox, next, stoppedLine, said, entry, undoButton, callButton, dialog);

  const SUITS = [["♠", "♠"], ["♣", "♣"], ["♦", "♦"], ["♥", "♥"], [lang === "ru" ? "БК" : "NT", "nt"]];
  for (const n of [6, 7, 8, 9, 10]) {
    levels.append(el("button", { type: "button", "data-level": String(n), "aria-pressed": "false", text: String(n),
      onclick: () => { level = n; pickContract(); } }));
  }
  for (const [shown, code] of SUITS) {
    suits.append(el("button", { type: "button", "data-suit": code, "aria-pressed": "false", text: shown,
      onclick: () => { if (level === null) level = 6; setContract(level + (code === "nt" ? (lang === "ru" ? "бк" : "nt") : code)); } }));
  }
  specials.append(
    el("button", { type: "button", id: "misere", text: words.misere, onclick: () => { level = null; setContract(words.misere); } }),
    el("button", { type: "button", id: "raspasy", text: words.raspasy, onclick: () => { level = null; setContract(words.raspasy); } }),
  );

  function pickContract() {
    const suit = /^(\d+)\s*(.*)$/.exec(form.contract);
    setContract(level + (suit && suit[2] ? suit[2] : "♠"));
  }
  function setContract(text) {
    contractInput.value = text;
    changed({ contract: text });
  }
  contractInput.addEventListener("input", () => changed({ contract: contractInput.value }));

  function changed(part) {
    Object.assign(form, part);
    if ("contract" in part || "declarer" in part) form.tricks = {};
    const found = /^(\d+)/.exec(form.contract.trim());
    level = found ? Number(found[1]) : level;
    drawForm();
    schedule();
  }
  function schedule() {
    clearTimeout(previewTimer);
    recordButton.disabled = true;
    previewTimer = setTimeout(preview, 120);
  }

  let asking = 0;
  async function preview() {
    if (!state || stopped) return;
    const mine = ++asking;
    let data;
    try {
      data = await api("/api/table/preview", { ...form, expected_seq: state.seq });
    } catch (error) {
      return; // the stream says the link is down, and reads the page again when it is back
    }
    if (mine !== asking) return; // a later change asked again: only its answer counts
    if (data.status === 409 && data.state) {
      show(data.state);
      say(data.text, true);
      return;
    }
    if (data.status >= 400) {
      if (data.status === 403 || data.status === 410) stop(data.text);
      else problem.textContent = data.text;
      return;
    }
    shape = data.shape;
    drawForm();
    lines.replaceChildren(...data.lines.map((line) => el("li", { text: line })));
    if (!data.lines.length && !data.error) lines.replaceChildren(el("li", { text: words.nothing_written }));
    problem.textContent = data.error;
    problem.className = data.hint ? "problem hint" : "problem";
    recordButton.disabled = Boolean(data.error) || sending;
  }

  function pressed(button, on) {
    button.setAttribute("aria-pressed", on ? "true" : "false");
  }

  // The form's rows are built when what they ask changes (the deal's kind, its declarer, who
  // defends, whose tricks), and otherwise updated in place: a tap never lands on a button
  // that a preview's answer is replacing.
  let layout = "";
  function drawForm() {
    if (!state) return;
    const kindNow = shape ? shape.kind : "";
    for (const button of levels.children) pressed(button, kindNow === "contract" && Number(button.dataset.level) === level);
    const suit = kindNow === "contract" ? shape.contract.replace(/^\d+/, "") : "";
    const symbol = { s: "♠", c: "♣", d: "♦", h: "♥", nt: "nt" }[suit];
    for (const button of suits.children) pressed(button, button.dataset.suit === symbol);
    const defenders = shape ? shape.defenders : [];
    const of = shape ? shape.tricks_of : [];
    const now = JSON.stringify([state.active, kindNow, defenders, of]);
    if (now !== layout) {
      layout = now;
      build(defenders, of);
    }
    declarerFieldset.hidden = !(kindNow === "contract" || kindNow === "misere");
    for (const button of declarerRow.children) pressed(button, button.dataset.player === form.declarer);
    callsFieldset.hidden = !defenders.length;
    for (const button of callsBox.querySelectorAll("button")) {
      const player = button.dataset.player;
      const call = form.calls[player] ?? (shape ? shape.calls[player] : undefined) ?? "pass";
      pressed(button, call === button.dataset.call);
    }
    tricksFieldset.hidden = !of.length;
    for (const span of tricksBox.querySelectorAll(".n")) span.textContent = String(tricksOf(span.dataset.player));
  }

  function tricksOf(name) {
    if (name in form.tricks) return form.tricks[name];
    return shape && name in shape.tricks ? shape.tricks[name] : 0;
  }

  function build(defenders, of) {
    declarerRow.replaceChildren(...state.active.map((name) => el("button", {
      type: "button", "data-player": name, "aria-pressed": "false", text: name,
      onclick: () => changed({ declarer: name }) })));
    callsBox.replaceChildren(...defenders.map((name) => {
      const row = el("div", { class: "row", role: "group", "aria-label": name });
      for (const call of ["pass", "whist", "half"]) {
        row.append(el("button", { type: "button", "data-call": call, "data-player": name, "aria-pressed": "false",
          text: words[call], "aria-label": name + ": " + words[call],
          onclick: () => { form.calls = { ...form.calls, [name]: call }; form.tricks = {}; drawForm(); schedule(); } }));
      }
      return el("div", {}, el("span", { class: "who", text: name }), row);
    }));
    tricksBox.replaceChildren(...of.map((name, index) => {
      // Read at the tap, not when drawn: taps faster than the preview's answer all count.
      const set = (n) => {
        const tricks = Object.fromEntries(of.map((p) => [p, tricksOf(p)]));
        tricks[name] = n;
        if (of.length === 3 && index < 2 && shape.kind !== "raspasy") {
          const rest = 10 - tricks[of[0]] - tricks[of[1]];
          if (rest >= 0) tricks[of[2]] = rest;
        }
        form.tricks = tricks;
        drawForm();
        schedule();
      };
      return el("div", { class: "count", role: "group", "aria-label": fill(words.tricks_of, { player: name }) },
        el("span", { class: "name", text: name }),
        el("button", { type: "button", "aria-label": fill(words.fewer, { player: name }), text: "−",
          onclick: () => tricksOf(name) > 0 && set(tricksOf(name) - 1) }),
        el("span", { class: "n", "data-player": name, "aria-live": "polite", text: String(tricksOf(name)) }),
        el("button", { type: "button", "aria-label": fill(words.more, { player: name }), text: "+",
          onclick: () => tricksOf(name) < 10 && set(tricksOf(name) + 1) }));
    }));
  }

  function say(text, bad) {
    said.textContent = text;
    said.className = bad ? "said bad" : "said";
  }

  function show(next_state) {
    state = next_state;
    title.textContent = state.title;
    document.title = state.event + " · " + state.title;
    sheetBox.innerHTML = state.sheet; // rendered by Pulka, every name escaped
    next.textContent = state.next;
    stoppedLine.textContent = state.stopped;
    entry.hidden = Boolean(state.stopped);
    undoButton.hidden = !state.undo;
    if (shape) drawForm();
  }

  function resetForm() {
    form = { contract: "", declarer: null, calls: {}, tricks: {} };
    contractInput.value = "";
    level = null;
    key = newKey();
    shape = null;
    layout = "";
    lines.replaceChildren();
    problem.textContent = "";
    drawForm();
    schedule();
  }

  async function read() {
    try {
      const data = await api("/api/table");
      if (data.status >= 400) {
        stop(data.text);
        return;
      }
      if (!sending) {
        const moved = !state || state.seq !== data.seq;
        show(data);
        if (moved) schedule();
      }
    } catch (error) {
      setLink(false);
    }
  }

  // A write is sent until it is answered: the same key every time, so a resend after a lost
  // answer never writes a second deal; the answer comes only after the COMMIT.
  async function send(path, body) {
    sending = true;
    recordButton.disabled = true;
    say(words.sending, false);
    try {
      for (let tries = 0; tries < 40; tries++) {
        try {
          return await api(path, body);
        } catch (error) {
          setLink(false);
          say(words.resending, true);
          await sleep(1500);
        }
      }
      return { ok: false, status: 0, text: words.lost };
    } finally {
      sending = false;
    }
  }

  recordButton.addEventListener("click", async () => {
    if (!state || recordButton.disabled) return;
    const data = await send("/api/table/record", { ...form, expected_seq: state.seq, key });
    if (data.state) show(data.state);
    if (data.ok) {
      say(data.text, false);
      resetForm();
    } else if (data.status === 403 || data.status === 410 || data.status === 401) {
      stop(data.text);
    } else {
      say(data.text, true);
      key = newKey();
      schedule();
    }
  });

  undoButton.addEventListener("click", () => {
    if (!state || !state.undo) return;
    question.textContent = fill(words.undo_question, { what: state.undo });
    dialog.showModal();
    no.focus();
  });
  no.addEventListener("click", () => dialog.close());
  yes.addEventListener("click", async () => {
    dialog.close();
    const data = await send("/api/table/undo", { expected_seq: state.seq, key: newKey() });
    if (data.state) show(data.state);
    say(data.text, !data.ok);
    if (data.ok) resetForm();
  });

  callButton.addEventListener("click", async () => {
    try {
      const data = await api("/api/table/call", {});
      say(data.text, !data.ok);
    } catch (error) {
      setLink(false);
    }
  });

  drawForm();
  read(); // at once, and again at every version the stream announces
  follow(() => read());
})();
