/** The home page's title and description (its hero's words are in home-hero.ts). */
export const homeMeta = {
  title: 'Automation That Scales With You',
  description:
    'RPA, AI agents and intelligent document processing that cut manual work by 60-85%. Start with a free automation audit and a business case built on your own numbers.',
};
