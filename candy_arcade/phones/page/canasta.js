// Heckadeck Canasta on the phone: your hand as big cards, the table's buttons, the
// table's words and your questions. The game decides everything: a tap only sends
// what was tapped ({type: "card"}, {type: "canasta", do}, {type: "choose"}), and the
// page draws the view it is sent back (phone.js connects and calls showCanasta).
// Every global name here says Canasta: the page's scripts share one global scope.
"use strict";

const CANASTA_TAP_SLOP = 12;  // a finger that moved farther than this was scrolling
const CANASTA_SUITS = {
  Hearts: "♥", Diamonds: "♦", Clubs: "♣", Spades: "♠",
  Clouds: "☁", Swords: "⚔",
};

let canastaBuilt = false;
let canastaDialogId = 0;

function canastaElement(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function buildCanasta() {
  const screen = $("canasta-screen");
  screen.replaceChildren(
    canastaElement("p", "cn-prompt"),
    canastaElement("div", "cn-table"),
    canastaElement("p", "cn-message"),
    canastaElement("p", "cn-summary"),
    canastaElement("div", "cn-hand"),
    canastaElement("div", "cn-buttons"),
    canastaElement("div", "cn-dialog"),
  );
  screen.querySelector(".cn-dialog").hidden = true;
  canastaTappable(screen.querySelector(".cn-hand"), ".cn-card", (card) => {
    card.classList.toggle("selected");
    send({ type: "card", card: Number(card.dataset.id) });
  });
  canastaTappable(screen.querySelector(".cn-buttons"), "button", (button) => {
    send({ type: "canasta", do: button.dataset.do });
  });
  canastaTappable(screen.querySelector(".cn-dialog"), "button", (button) => {
    if (button.dataset.cancel) send({ type: "canasta", do: "clear" });
    else send({ type: "choose", dialog: canastaDialogId, choice: Number(button.dataset.choice) });
  });
  canastaBuilt = true;
}

// A tap is a finger that went down and came up on the same thing without scrolling.
function canastaTappable(area, selector, onTap) {
  let down = null;
  area.addEventListener("pointerdown", (event) => {
    const target = event.target.closest(selector);
    down = target ? { target: target, x: event.clientX, y: event.clientY } : null;
    if (target) target.classList.add("down");
  });
  area.addEventListener("pointerup", (event) => {
    const tapped = down;
    down = null;
    if (!tapped) return;
    tapped.target.classList.remove("down");
    const moved = Math.hypot(event.clientX - tapped.x, event.clientY - tapped.y);
    if (moved <= CANASTA_TAP_SLOP && tapped.target.isConnected) {
      onTap(tapped.target);
      if (navigator.vibrate) navigator.vibrate(10);
    }
  });
  area.addEventListener("pointercancel", () => {
    if (down) down.target.classList.remove("down");
    down = null;
  });
}

function canastaCard(card) {
  const shown = canastaElement("div", "cn-card " + card.colour + " " + card.kind);
  shown.dataset.id = card.id;
  if (card.selected) shown.classList.add("selected");
  if (card.new) shown.classList.add("new");
  if (card.hinted) shown.classList.add("hinted");
  if (card.gap) shown.classList.add("gap" + card.gap);
  const name = canastaElement("span", "cn-name", card.name);
  if (card.name.length > 3) name.classList.add(card.name.length > 7 ? "longer" : "long");
  shown.appendChild(name);
  const suit = card.suit ? (CANASTA_SUITS[card.suit] || "") + " " + card.suit : card.kind;
  shown.appendChild(canastaElement("span", "cn-suit", suit));
  return shown;
}

function showCanastaTable(view) {
  const table = $("canasta-screen").querySelector(".cn-table");
  const pile = canastaElement("div", "cn-pile");
  pile.appendChild(view.pile.top ? canastaCard(view.pile.top) : canastaElement("div", "cn-card empty", ""));
  const pileWords = canastaElement("div", "cn-pile-words");
  pileWords.appendChild(canastaElement("b", "", "Pile " + view.pile.size + (view.pile.frozen ? " · frozen" : "")));
  if (view.pile.barred) pileWords.appendChild(canastaElement("span", "", view.pile.barred));
  pileWords.appendChild(canastaElement("span", "", "Stock " + view.stock));
  if (view.wheel_as) pileWords.appendChild(canastaElement("span", "", "The Wheel is " + view.wheel_as));
  for (const talon of view.talons || []) {
    const words = "Talon of " + talon.size + (talon.taken_by ? " · taken by " + talon.taken_by : " · waiting");
    pileWords.appendChild(canastaElement("span", "", words));
  }
  pile.appendChild(pileWords);
  const sides = canastaElement("div", "cn-sides");
  for (const side of view.sides) {
    const box = canastaElement("div", "cn-side" + (side.own ? " own" : ""));
    const head = (side.own ? "Your side" : side.name) + " · " + side.score;
    box.appendChild(canastaElement("b", "", head));
    if (!side.opened) box.appendChild(canastaElement("span", "cn-meld none", "first meld: " + side.minimum + " points"));
    for (const meld of side.melds) {
      box.appendChild(canastaElement("span", "cn-meld" + (meld.canasta ? " canasta" : ""), meld.label));
    }
    for (const run of side.sequences || []) {
      box.appendChild(canastaElement("span", "cn-meld" + (run.samba ? " canasta" : ""), run.label));
    }
    if (side.bonus) box.appendChild(canastaElement("span", "cn-meld", side.bonus + " bonus"));
    sides.appendChild(box);
  }
  const players = canastaElement("div", "cn-players");
  for (const player of view.players) {
    const who = canastaElement("span", player.turn ? "turn" : "", player.title + " · " + player.cards);
    players.appendChild(who);
  }
  table.replaceChildren(pile, sides, players);
}

function showCanastaButtons(view) {
  const area = $("canasta-screen").querySelector(".cn-buttons");
  area.replaceChildren(...view.buttons.map((button) => {
    const made = canastaElement("button", "cn-button" + (button.enabled ? "" : " off"), button.label);
    made.dataset.do = button.do;
    made.setAttribute("aria-disabled", String(!button.enabled));
    return made;
  }));
  const sort = area.querySelector('[data-do="sort"]');
  if (sort && view.sort) sort.textContent = "SORT: " + view.sort.toUpperCase();
}

function showCanastaDialog(dialog) {
  const box = $("canasta-screen").querySelector(".cn-dialog");
  box.hidden = !dialog;
  if (!dialog) { canastaDialogId = 0; return; }
  canastaDialogId = dialog.id;
  const panel = canastaElement("div", "cn-panel " + dialog.kind);
  panel.appendChild(canastaElement("h2", "", dialog.title));
  panel.appendChild(canastaElement("p", "", dialog.body));
  if (dialog.cards.length) {
    const cards = canastaElement("div", "cn-reveal");
    cards.replaceChildren(...dialog.cards.map(canastaCard));
    panel.appendChild(cards);
  }
  // Columns share the panel's width whatever their words (a long name wraps inside its
  // button); a long list gets smaller buttons, so the Wheel's every name fits a phone.
  const choices = canastaElement("div", "cn-choices" + (dialog.choices.length > 9 ? " many" : ""));
  choices.style.gridTemplateColumns = "repeat(" + Math.min(dialog.columns, 3) + ", minmax(0, 1fr))";
  dialog.choices.forEach((label, index) => {
    // "Omnihedron · wild 100 pts": the name on top, what it is worth below it.
    const [name, ...worth] = label.split(" · ");
    const choice = canastaElement("button", "cn-choice", name);
    if (worth.length) choice.appendChild(canastaElement("small", "", worth.join(" · ")));
    choice.dataset.choice = index;
    choices.appendChild(choice);
  });
  if (dialog.cancellable) {
    const cancel = canastaElement("button", "cn-choice cn-cancel", "Cancel");
    cancel.dataset.cancel = "yes";
    choices.appendChild(cancel);
  }
  panel.appendChild(choices);
  box.replaceChildren(panel);
}

function showCanasta(view) {
  if (!canastaBuilt) buildCanasta();
  const screen = $("canasta-screen");
  const prompt = screen.querySelector(".cn-prompt");
  prompt.textContent = view.prompt;
  prompt.classList.toggle("mine", view.my_turn);
  showCanastaTable(view);
  const message = screen.querySelector(".cn-message");
  message.textContent = view.message ? view.message.text : "";
  message.className = "cn-message " + (view.message ? view.message.kind : "");
  screen.querySelector(".cn-summary").textContent = view.summary;
  screen.querySelector(".cn-hand").replaceChildren(...view.hand.map(canastaCard));
  showCanastaButtons(view);
  showCanastaDialog(view.dialog);
}
