/**
 * Holds the document's first frame until the element with this id is parsed (ADR 440): the page's
 * largest text then paints with the first frame, and the parts after it are laid out with it, not
 * in a second full layout. React hoists the link into the head. A browser without the feature
 * ignores it; were the element missing, the frame would wait for the whole document.
 */
export function FirstFrameWaitsFor({ id }: { id: string }) {
  return <link rel="expect" href={`#${id}`} blocking="render" />;
}
