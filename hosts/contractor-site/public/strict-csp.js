// The strict-CSP page's own script (its policy allows no inline script). Like products.html, the
// site shows categories, products and checkout inside its own page: the widgets announce navigation
// as a cancelable `showroom:navigate`, and `#checkout` opens the checkout.
const holder = document.getElementById('showroom');

function show(tag, attributes) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  holder.replaceChildren(element);
  window.scrollTo(0, 0);
}

document.addEventListener('showroom:navigate', (event) => {
  const path = event.detail.path;
  const product = /^\/product\/([0-9a-f]{16})/.exec(path);
  const category = /^\/category\/([a-z0-9-]+)/.exec(path);
  if (product) show('showroom-product', { hash: product[1] });
  else if (category) show('showroom-catalog', { category: category[1] });
  else if (path.startsWith('/checkout') || path.startsWith('/cart')) show('showroom-checkout', {});
  else return;
  event.preventDefault();
});

function route() {
  if (location.hash === '#checkout') show('showroom-checkout', {});
}
window.addEventListener('hashchange', route);
route();
