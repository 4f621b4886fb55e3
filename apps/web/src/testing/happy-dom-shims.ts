/**
 * Makes happy-dom 21 behave as browsers do where DOMPurify depends on it, so sanitizing is tested
 * for real: without this DOMPurify keeps scripts and drops text under happy-dom.
 *
 * 1. Its NodeIterator does not follow the DOM standard's removal steps: after the node it last
 *    returned is removed, it walks into that node's old children and stops. DOMPurify removes
 *    nodes while iterating; this iterator moves its reference to the preceding node, as browsers do.
 * 2. DOMPurify reads nodeName, nextSibling, childNodes and parentNode through Node's own getters
 *    (against clobbering); happy-dom's answer '' or nothing there and define the real ones lower.
 */
function alignHappyDomWithBrowsers(): void {
  // The class that defines it: happy-dom's global Document is another class than the document's own.
  let owner: object | null = document;
  while (owner && !Object.hasOwn(owner, 'createNodeIterator')) owner = Object.getPrototypeOf(owner);
  if (!owner) throw new Error('document has no createNodeIterator');
  Object.defineProperty(owner, 'createNodeIterator', { configurable: true, writable: true, value: createNodeIterator });

  // DOMPurify reads these through Node's own getters, which happy-dom overrides in the subclasses.
  for (const property of ['nodeName', 'nextSibling', 'childNodes', 'parentNode'] as const) {
    const ownGetter = Object.getOwnPropertyDescriptor(Node.prototype, property)?.get;
    if (!ownGetter) throw new Error(`happy-dom's Node has no ${property} getter`);
    Object.defineProperty(Node.prototype, property, {
      configurable: true,
      get(this: Node) {
        for (
          let type = Object.getPrototypeOf(this);
          type && type !== Node.prototype;
          type = Object.getPrototypeOf(type)
        ) {
          const getter = Object.getOwnPropertyDescriptor(type, property)?.get;
          if (getter) return getter.call(this);
        }
        return ownGetter.call(this);
      },
    });
  }
}

function createNodeIterator(
  root: Node,
  whatToShow: number = NodeFilter.SHOW_ALL,
  filter: NodeFilter | null = null,
): NodeIterator {
  let reference: Node | null = null;
  let preceding: Node | null = null;

  const following = (node: Node): Node | null => {
    if (node.firstChild) return node.firstChild;
    for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
      if (current.nextSibling) return current.nextSibling;
    }
    return null;
  };
  const precedingOf = (node: Node): Node | null => {
    let previous = node.previousSibling;
    if (!previous) return node.parentNode;
    while (previous.lastChild) previous = previous.lastChild;
    return previous;
  };
  const accepts = (node: Node): boolean => {
    if ((whatToShow & (1 << (node.nodeType - 1))) === 0) return false;
    if (!filter) return true;
    const verdict = typeof filter === 'function' ? filter(node) : filter.acceptNode(node);
    return verdict === NodeFilter.FILTER_ACCEPT;
  };

  const iterator = {
    root,
    whatToShow,
    filter,
    nextNode(): Node | null {
      let candidate: Node | null;
      if (reference === null) candidate = root;
      else if (reference === root || root.contains(reference)) candidate = following(reference);
      else candidate = preceding ? following(preceding) : null;
      while (candidate && !accepts(candidate)) candidate = following(candidate);
      if (candidate) {
        reference = candidate;
        preceding = candidate === root ? null : precedingOf(candidate);
      }
      return candidate;
    },
    detach(): void {},
  };
  return iterator as unknown as NodeIterator;
}

// A setup file of its own, run before any module imports DOMPurify (which reads these once, at import).
alignHappyDomWithBrowsers();

/**
 * happy-dom's IntersectionObserver never calls back (it has no layout). Without layout every
 * element is as good as in view, so this one reports each observed element as intersecting, once,
 * as a browser does when it starts observing an element on screen.
 */
class InViewIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  readonly #callback: IntersectionObserverCallback;
  #observing = true;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.#callback = callback;
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.#observing = true;
    queueMicrotask(() => {
      if (!this.#observing) return;
      const bounds = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        time: performance.now(),
        boundingClientRect: bounds,
        intersectionRect: bounds,
        rootBounds: null,
      } as IntersectionObserverEntry;
      this.#callback([entry], this);
    });
  }

  unobserve(): void {}

  disconnect(): void {
    this.#observing = false;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = InViewIntersectionObserver;
