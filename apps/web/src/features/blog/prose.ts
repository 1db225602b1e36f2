/** The look of an article's rendered Markdown (headings, paragraphs, lists, quotes, code, images). */
export const PROSE_CLASSES = [
  'text-lg leading-relaxed text-slate-800',
  '[&_p]:mt-4 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy [&_h4]:mt-4 [&_h4]:font-bold',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:font-semibold [&_a]:text-accent-strong [&_a]:underline',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-mist [&_code]:px-1 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-mist [&_pre]:p-4',
  '[&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_table]:mt-4 [&_table]:w-full [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:p-2',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ');
