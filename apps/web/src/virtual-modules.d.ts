/** The address of antd's stylesheet in the build (build/antd-stylesheet.ts). */
declare module 'virtual:antd-stylesheet' {
  const href: string;
  export default href;
}
