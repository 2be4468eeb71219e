import { projectDisplayName } from '@showroom/contract/projects';
import { sql } from 'drizzle-orm';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';

/** The columns a project's shown name is made of (decision 0115), to spread into a select of `projects`. */
export const projectNameColumns = {
  id: projects.id,
  name: projects.name,
  room_type: projects.room_type,
  owner_first_name: sql<
    string | null
  >`(select ${users.first_name} from ${users} where ${users.id} = ${projects.user_id})`,
};

/** The name a project is shown by (`projectDisplayName`): its own, else its room and homeowner, else its number. */
export function projectName(row: {
  id: number;
  name: string | null;
  room_type: string | null;
  owner_first_name: string | null;
}): string {
  return projectDisplayName(row);
}
