import 'antd-mobile/es/global';
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

/**
 * antd-mobile's imperative Toast and Dialog render through ReactDOM.render by default, which React 19 removed;
 * give them createRoot (the library's documented hook for React 19). Imported by every lazy piece using antd-mobile.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
