/**
 * H5P.ModkitText 1.0: the embed bench's own H5P content type (no download). It shows what the module
 * player's preview shows of a module as text — its title, 'Quick Preview', the description's paragraphs —
 * and a start button, like the player's Get Started. The bench writes the params (content.json) from the
 * module the api serves; the description is the bench's own trusted HTML.
 */
(() => {
  const H5P = window.H5P;

  function ModkitText(params, contentId) {
    H5P.EventDispatcher.call(this);
    this.params = params;
    this.contentId = contentId;
  }
  ModkitText.prototype = Object.create(H5P.EventDispatcher.prototype);
  ModkitText.prototype.constructor = ModkitText;

  /** Renders into the container H5P gives (a jQuery object). */
  ModkitText.prototype.attach = function attach($container) {
    const article = document.createElement('article');
    article.className = 'h5p-modkit-text';
    const title = document.createElement('h2');
    title.textContent = this.params.title;
    const heading = document.createElement('h3');
    heading.textContent = this.params.heading;
    const body = document.createElement('div');
    body.innerHTML = this.params.html;
    const start = document.createElement('button');
    start.type = 'button';
    start.textContent = this.params.button;
    start.addEventListener('click', () => this.trigger('started'));
    article.append(title, start, heading, body);
    $container.get(0).append(article);
  };

  H5P.ModkitText = ModkitText;
})();
