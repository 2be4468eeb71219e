/** What a project is called where it has no name of its own (decision 0115). */
export interface ProjectNameParts {
  id: number;
  name: string | null;
  room_type: string | null;
  /** The homeowner's first name, when known. */
  owner_first_name: string | null;
}

/**
 * The name a project is shown by, everywhere (its page, the lists, the console, mails): its own name;
 * else its room type with the homeowner's first name ("Olivia’s Kitchen"), since a cart turned project
 * or a saved design has no name; else "Project #12".
 */
export function projectDisplayName(project: ProjectNameParts): string {
  const own = project.name?.trim();
  if (own) return own;
  const room = project.room_type?.trim();
  const owner = project.owner_first_name?.trim();
  if (room && owner) return `${owner}’s ${room}`;
  if (room) return room;
  return `Project #${project.id}`;
}
