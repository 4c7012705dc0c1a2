// Heckadeck Canasta on the phone: your hand as big cards, the table's buttons, the
// table's words and your questions. The game decides everything: a tap only sends
// what was tapped ({type: "card"}, {type: "canasta", do}, {type: "choose"}), and the
// page draws the view it is sent back (phone.js connects and calls showCanasta).
"use strict";

const TAP_SLOP = 12;           // a finger that moved farther than this was scrolling
const SUIT_SIGNS = {
  Hearts: "♥", Diamonds: "♦", Clubs: "♣", Spades: "♠",
  Clouds: "☁", Swords: "⚔",
};

let canastaBuilt = false;
let shownDialog = 0;

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function buildCanasta() {
  const screen = $("canasta-screen");
  screen.replaceChildren(
    element("p", "cn-prompt"),
    element("div", "cn-table"),
    element("p", "cn-message"),
    element("p", "cn-summary"),
    element("div", "cn-hand"),
    element("div", "cn-buttons"),
    element("div", "cn-dialog"),
  );
  screen.querySelector(".cn-dialog").hidden = true;
  tappable(screen.querySelector(".cn-hand"), ".cn-card", (card) => {
    card.classList.toggle("selected");
    send({ type: "card", card: Number(card.dataset.id) });
  });
  tappable(screen.querySelector(".cn-buttons"), "button", (button) => {
    send({ type: "canasta", do: button.dataset.do });
  });
  tappable(screen.querySelector(".cn-dialog"), "button", (button) => {
    send({ type: "choose", dialog: shownDialog, choice: Number(button.dataset.choice) });
  });
  canastaBuilt = true;
}

// A tap is a finger that went down and came up on the same thing without scrolling.
function tappable(area, selector, onTap) {
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
    if (moved <= TAP_SLOP && tapped.target.isConnected) {
      onTap(tapped.target);
      if (navigator.vibrate) navigator.vibrate(10);
    }
  });
  area.addEventListener("pointercancel", () => {
    if (down) down.target.classList.remove("down");
    down = null;
  });
}

function cardElement(card) {
  const shown = element("div", "cn-card " + card.colour + " " + card.kind);
  shown.dataset.id = card.id;
  if (card.selected) shown.classList.add("selected");
  if (card.new) shown.classList.add("new");
  if (card.hinted) shown.classList.add("hinted");
  if (card.gap) shown.classList.add("gap" + card.gap);
  const name = element("span", "cn-name", card.name);
  if (card.name.length > 3) name.classList.add("long");
  shown.appendChild(name);
  const suit = card.suit ? (SUIT_SIGNS[card.suit] || "") + " " + card.suit : card.kind;
  shown.appendChild(element("span", "cn-suit", suit));
  return shown;
}

function showTable(view) {
  const table = $("canasta-screen").querySelector(".cn-table");
  const pile = element("div", "cn-pile");
  pile.appendChild(view.pile.top ? cardElement(view.pile.top) : element("div", "cn-card empty", ""));
  const pileWords = element("div", "cn-pile-words");
  pileWords.appendChild(element("b", "", "Pile " + view.pile.size + (view.pile.frozen ? " · frozen" : "")));
  if (view.pile.barred) pileWords.appendChild(element("span", "", view.pile.barred));
  pileWords.appendChild(element("span", "", "Stock " + view.stock));
  if (view.wheel_as) pileWords.appendChild(element("span", "", "The Wheel is " + view.wheel_as));
  pile.appendChild(pileWords);
  const sides = element("div", "cn-sides");
  for (const side of view.sides) {
    const box = element("div", "cn-side" + (side.own ? " own" : ""));
    const head = (side.own ? "Your side" : side.name) + " · " + side.score;
    box.appendChild(element("b", "", head));
    if (!side.opened) box.appendChild(element("span", "cn-meld none", "first meld: " + side.minimum + " points"));
    for (const meld of side.melds) {
      box.appendChild(element("span", "cn-meld" + (meld.canasta ? " canasta" : ""), meld.label));
    }
    if (side.bonus) box.appendChild(element("span", "cn-meld", side.bonus + " bonus"));
    sides.appendChild(box);
  }
  table.replaceChildren(pile, sides);
}

function showButtons(view) {
  const area = $("canasta-screen").querySelector(".cn-buttons");
  area.replaceChildren(...view.buttons.map((button) => {
    const made = element("button", "cn-button" + (button.enabled ? "" : " off"), button.label);
    made.dataset.do = button.do;
    made.setAttribute("aria-disabled", String(!button.enabled));
    return made;
  }));
  const sort = area.querySelector('[data-do="sort"]');
  if (sort && view.sort) sort.textContent = "SORT: " + view.sort.toUpperCase();
}

function showDialog(dialog) {
  const box = $("canasta-screen").querySelector(".cn-dialog");
  box.hidden = !dialog;
  if (!dialog) { shownDialog = 0; return; }
  shownDialog = dialog.id;
  const panel = element("div", "cn-panel " + dialog.kind);
  panel.appendChild(element("h2", "", dialog.title));
  panel.appendChild(element("p", "", dialog.body));
  if (dialog.cards.length) {
    const cards = element("div", "cn-reveal");
    cards.replaceChildren(...dialog.cards.map(cardElement));
    panel.appendChild(cards);
  }
  const choices = element("div", "cn-choices");
  choices.style.gridTemplateColumns = "repeat(" + Math.min(dialog.columns, 3) + ", 1fr)";
  dialog.choices.forEach((label, index) => {
    const choice = element("button", "cn-choice", label);
    choice.dataset.choice = index;
    choices.appendChild(choice);
  });
  panel.appendChild(choices);
  box.replaceChildren(panel);
}

function showCanasta(view) {
  if (!canastaBuilt) buildCanasta();
  const screen = $("canasta-screen");
  const prompt = screen.querySelector(".cn-prompt");
  prompt.textContent = view.prompt;
  prompt.classList.toggle("mine", view.my_turn);
  showTable(view);
  const message = screen.querySelector(".cn-message");
  message.textContent = view.message ? view.message.text : "";
  message.className = "cn-message " + (view.message ? view.message.kind : "");
  screen.querySelector(".cn-summary").textContent = view.summary;
  screen.querySelector(".cn-hand").replaceChildren(...view.hand.map(cardElement));
  showButtons(view);
  showDialog(view.dialog);
}
