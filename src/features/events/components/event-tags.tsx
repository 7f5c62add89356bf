import type { EventCard } from '@friendly/contracts/event-views';
import { Badge } from '@friendly/ui';

/** An event's tags (category, spots, ages) with their images, on its card and its details. */
export function EventTags({ tags }: { tags: EventCard['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag.id} className="min-w-0 max-w-full">
          <Badge variant="outline" icon={tag.image}>
            {tag.name}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
