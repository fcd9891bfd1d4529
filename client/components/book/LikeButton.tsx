import { useRouter } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { likesText } from './labels.ts';

/**
 * The like control of the book page. Liking itself comes with the social feature: until then a
 * visitor's click goes to /login (spec section 5: liking requires login) and a signed-in reader
 * sees the count without a toggle.
 */
export function LikeButton({ count, signedIn, title }: { count: number; signedIn: boolean; title: string }) {
  const router = useRouter();
  const text = likesText(count);
  if (signedIn) {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-stone-700">
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-500">
          <Heart aria-hidden="true" className="size-5" />
        </span>
        <span>{text}</span>
      </p>
    );
  }
  return (
    <div className="inline-flex items-center gap-2 text-sm text-stone-700">
      <button
        type="button"
        onClick={() => void router.navigate({ href: '/login' })}
        aria-label={`Curtir ${title}. Entre para curtir.`}
        className="inline-flex size-10 items-center justify-center rounded-full border border-stone-200 bg-white text-stone-600 hover:border-red-300 hover:text-red-600"
      >
        <Heart aria-hidden="true" className="size-5" />
      </button>
      <span>{text}</span>
    </div>
  );
}
