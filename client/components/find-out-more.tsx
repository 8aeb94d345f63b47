/** A card link's label: 'Find out more', and for screen readers what about, since every card says it. */
export function FindOutMore({ about }: { about: string }) {
  return (
    <>
      Find out more<span className="visually-hidden"> about {about}</span>
    </>
  );
}
