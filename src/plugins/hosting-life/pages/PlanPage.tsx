export default function PlanPage() { return null; }
