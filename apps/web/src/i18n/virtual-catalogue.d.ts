/** Parts of the catalogues, cut at build time by catalogue-plugin.ts. */
declare module 'virtual:catalogue/*' {
  const part: import('./parts').Catalogue;
  export default part;
}
