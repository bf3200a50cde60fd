/** deploy/nginx.conf as nginx runs it, for the topology test and the compose file's check. */

/**
 * Fills the template's ${NAME} placeholders as the nginx image's template step does (envsubst with the
 * defined variables only), failing on any placeholder left: nginx's own $variables are untouched.
 */
export function renderNginxTemplate(template: string, variables: Record<string, string>): string {
  const rendered = template.replace(
    /\$\{([A-Z0-9_]+)\}/g,
    (placeholder, name: string) => variables[name] ?? placeholder,
  );
  const left = rendered.match(/\$\{[A-Z0-9_]+\}/g);
  if (left) throw new Error(`deploy/nginx.conf: no value for ${[...new Set(left)].join(', ')}`);
  return rendered;
}
