/** The careers the demo catalogue links modules to (keys used by the catalogue files). */
export const CAREERS: Array<{ key: string; name: string; description: string }> = [
  {
    key: 'astrophysicist',
    name: 'Astrophysicist',
    description: 'Studies stars, galaxies and the physics of the universe.',
  },
  {
    key: 'software-engineer',
    name: 'Software Engineer',
    description: 'Designs, builds and maintains software systems.',
  },
  {
    key: 'data-scientist',
    name: 'Data Scientist',
    description: 'Finds patterns in data and turns them into decisions.',
  },
  {
    key: 'doctor',
    name: 'Doctor',
    description: 'Diagnoses and treats illness and helps people stay healthy.',
  },
  { key: 'nurse', name: 'Nurse', description: 'Cares for patients and coordinates their treatment.' },
  {
    key: 'psychologist',
    name: 'Psychologist',
    description: 'Studies the mind and behaviour and helps people thrive.',
  },
  {
    key: 'environmental-engineer',
    name: 'Environmental Engineer',
    description: 'Designs solutions that protect air, water and land.',
  },
  {
    key: 'graphic-designer',
    name: 'Graphic Designer',
    description: 'Communicates ideas through images, type and layout.',
  },
  {
    key: 'architect',
    name: 'Architect',
    description: 'Designs buildings and the spaces people live and work in.',
  },
  {
    key: 'entrepreneur',
    name: 'Entrepreneur',
    description: 'Starts and grows new ventures that solve real problems.',
  },
  {
    key: 'financial-analyst',
    name: 'Financial Analyst',
    description: 'Evaluates investments and helps organisations plan money.',
  },
  { key: 'journalist', name: 'Journalist', description: 'Researches, verifies and reports the news.' },
  {
    key: 'teacher',
    name: 'Teacher',
    description: 'Helps learners understand the world and grow their skills.',
  },
  { key: 'lawyer', name: 'Lawyer', description: 'Advises clients and represents them under the law.' },
  { key: 'game-developer', name: 'Game Developer', description: 'Designs and programs interactive games.' },
  { key: 'biologist', name: 'Biologist', description: 'Studies living things and how they interact.' },
  { key: 'musician', name: 'Musician', description: 'Composes, performs and records music.' },
  {
    key: 'marketing-manager',
    name: 'Marketing Manager',
    description: 'Understands audiences and brings products to them.',
  },
  { key: 'urban-planner', name: 'Urban Planner', description: 'Shapes how towns and cities grow and work.' },
  { key: 'nutritionist', name: 'Nutritionist', description: 'Advises on food and diet for health.' },
];
