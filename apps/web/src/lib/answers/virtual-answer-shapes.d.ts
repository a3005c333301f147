// Written by vite-plugins/answer-shapes.ts when the app is built: each answer's shape, as JSON.
declare module 'virtual:answer-shapes' {
  const shapes: Record<import('./answer-schemas').AnswerName, import('./answer-shape').Shape>;
  export default shapes;
}
