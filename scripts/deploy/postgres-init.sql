-- One database per service (DESIGN.md §7).
CREATE DATABASE team;
CREATE DATABASE training_program;
CREATE DATABASE messaging;
CREATE DATABASE feedback;
